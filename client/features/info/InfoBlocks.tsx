/** Home info blocks of spec section 2: how it works, career consultation, partnership banner, the cat block. */
import { Link } from "react-router";
import { partnershipMailto } from "./partnership";

const STEPS = [
  { title: "Загрузи резюме", text: "PDF, DOCX, DOC или TXT до 10 МБ — перетащи файл или выбери его." },
  { title: "Оплати анализ", text: "Один платёж картой на странице банка, без подписок." },
  { title: "Получи разбор", text: "Через 20–30 секунд: оценка, сильные и слабые стороны, рекомендации, проверка ATS." },
  {
    title: "Доработай и откликайся",
    text: "Исправь резюме по подсказкам и возьми бесплатное сопроводительное письмо.",
  },
] as const;

export function HowItWorks() {
  return (
    <section className="container how-it-works" aria-labelledby="how-title">
      <h2 id="how-title">Как это работает</h2>
      <ol className="how-it-works__steps">
        {STEPS.map((step, index) => (
          <li key={step.title} className="card how-it-works__step">
            <span className="how-it-works__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function ConsultationBlock({ telegramChatUrl }: { telegramChatUrl: string }) {
  return (
    <section className="container card info-banner" aria-labelledby="consultation-title">
      <h2 id="consultation-title">Нужна консультация по карьере?</h2>
      <p>Разберём резюме, стратегию поиска и подготовку к собеседованию вместе — напиши нам в Telegram.</p>
      <div className="actions">
        {telegramChatUrl && (
          <a
            className="btn btn--primary"
            href={telegramChatUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="consultation-link"
          >
            Написать в Telegram
          </a>
        )}
        <Link className="btn btn--ghost" to="/career-consultation">
          Подробнее
        </Link>
      </div>
    </section>
  );
}

export function PartnershipBanner({ contactEmail }: { contactEmail: string }) {
  return (
    <section className="container card info-banner info-banner--accent" aria-labelledby="partnership-title">
      <h2 id="partnership-title">Онлайн-школам и HR-специалистам</h2>
      <p>Встроим анализ резюме в твой курс или процесс найма. Напиши — обсудим интеграцию.</p>
      <div className="actions">
        {contactEmail && (
          <a className="btn btn--primary" href={partnershipMailto(contactEmail)} data-testid="partnership-mail">
            Написать о партнёрстве
          </a>
        )}
        <Link className="btn btn--ghost" to="/partnership">
          Подробнее
        </Link>
      </div>
    </section>
  );
}

/** The cat illustration (drawn for the project) and the way back to the uploader. */
export function CatBlock({ onBackToUpload }: { onBackToUpload: () => void }) {
  return (
    <section className="container cat-block" aria-labelledby="cat-title">
      <CatIllustration />
      <div>
        <h2 id="cat-title">Даже кот знает: резюме стоит проверить</h2>
        <p>Пока ты читаешь этот текст, кто-то уже получил разбор. Вернись к загрузке — это 30 секунд.</p>
        <button type="button" className="btn btn--primary" onClick={onBackToUpload} data-testid="cat-back-to-upload">
          Загрузить резюме
        </button>
      </div>
    </section>
  );
}

function CatIllustration() {
  return (
    <svg
      className="cat-block__image"
      viewBox="0 0 160 140"
      width="160"
      height="140"
      role="img"
      aria-label="Кот читает резюме"
    >
      <path d="M40 130 Q30 70 60 58 L52 24 L74 48 Q80 46 86 48 L108 24 L100 58 Q130 70 120 130 Z" fill="#3b3f4a" />
      <circle cx="68" cy="74" r="6" fill="#f4d35e" />
      <circle cx="92" cy="74" r="6" fill="#f4d35e" />
      <circle cx="68" cy="75" r="2.5" fill="#1b1f2a" />
      <circle cx="92" cy="75" r="2.5" fill="#1b1f2a" />
      <path d="M76 86 L84 86 L80 91 Z" fill="#e8a3b5" />
      <path d="M60 90 L40 86 M60 94 L40 96 M100 90 L120 86 M100 94 L120 96" stroke="#c9ccd6" strokeWidth="1.5" />
      <rect x="54" y="100" width="52" height="34" rx="3" fill="#ffffff" stroke="#2f5bea" strokeWidth="2" />
      <path d="M62 110 H98 M62 117 H92 M62 124 H96" stroke="#2f5bea" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
