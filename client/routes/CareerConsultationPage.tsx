import { Link } from "react-router";
import { PageFrame } from "../components/ui/PageFrame";
import { useSiteConfig } from "../lib/site-config";

export default function CareerConsultationPage() {
  const config = useSiteConfig();
  return (
    <PageFrame title="Карьерная консультация">
      <p>
        Автоматический анализ показывает, что поправить в резюме. Если хочешь обсудить больше — смену профессии,
        стратегию поиска, подготовку к собеседованию или оффер, — напиши нам в Telegram.
      </p>
      <h2>С чем можно прийти</h2>
      <ul>
        <li>Разобрать результаты анализа и решить, с чего начать правки.</li>
        <li>Понять, на какие вакансии откликаться с твоим опытом.</li>
        <li>Подготовиться к собеседованию и к вопросам о зарплате.</li>
        <li>Спланировать переход в новую профессию.</li>
      </ul>
      <h2>Как записаться</h2>
      <p>Напиши в чат: коротко о себе и о том, что хочешь обсудить. Мы ответим и предложим время.</p>
      <div className="actions">
        {config.telegramChatUrl && (
          <a
            className="btn btn--primary"
            href={config.telegramChatUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="consultation-link"
          >
            Написать в Telegram
          </a>
        )}
        <Link to="/" className="btn btn--ghost">
          Сначала проверить резюме
        </Link>
      </div>
    </PageFrame>
  );
}
