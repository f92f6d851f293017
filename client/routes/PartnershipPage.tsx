import { PageFrame } from "../components/ui/PageFrame";
import { partnershipMailto } from "../features/info/partnership";
import { useSiteConfig } from "../lib/site-config";

export default function PartnershipPage() {
  const config = useSiteConfig();
  return (
    <PageFrame title="Партнёрство">
      <p>
        Rework анализирует резюме за 20–30 секунд: оценка по критериям, сильные и слабые стороны, рекомендации и
        проверка на совместимость с ATS. Мы ищем партнёров, которым это пригодится в работе с людьми, ищущими работу.
      </p>
      <h2>Кому это подойдёт</h2>
      <ul>
        <li>
          <strong>Онлайн-школам</strong> — проверка резюме выпускников как часть курса или карьерного трека.
        </li>
        <li>
          <strong>HR-специалистам и карьерным консультантам</strong> — быстрый первый разбор перед личной консультацией.
        </li>
        <li>
          <strong>Сервисам для поиска работы</strong> — анализ резюме по API внутри твоего продукта.
        </li>
      </ul>
      <h2>Как начать</h2>
      <p>
        Напиши нам: расскажи о своей компании и о том, что хочешь обсудить. Кнопка ниже откроет письмо с готовой темой и
        шаблоном — останется заполнить пару строк.
      </p>
      <div className="actions">
        {config.contactEmail ? (
          <a className="btn btn--primary" href={partnershipMailto(config.contactEmail)} data-testid="partnership-mail">
            Написать о партнёрстве
          </a>
        ) : (
          <p className="muted">Адрес для связи появится, когда сайт загрузит настройки.</p>
        )}
      </div>
    </PageFrame>
  );
}
