import { Link } from "react-router";
import { PageFrame } from "../components/ui/PageFrame";
import { FaqList } from "../features/faq/FaqList";
import { useSiteConfig } from "../lib/site-config";

export default function FaqPage() {
  const config = useSiteConfig();
  return (
    <PageFrame title="Вопросы и ответы">
      <p>Коротко о том, как устроен анализ резюме, сколько он стоит и что происходит с твоими данными.</p>
      <FaqList priceRub={config.priceRub} />
      <h2>Не нашёл ответа?</h2>
      <p>
        Напиши нам
        {config.contactEmail && (
          <>
            {" "}
            на <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>
          </>
        )}
        {config.telegramChatUrl && (
          <>
            {" "}
            или в{" "}
            <a href={config.telegramChatUrl} target="_blank" rel="noopener noreferrer">
              чат в Telegram
            </a>
          </>
        )}
        .
      </p>
      <div className="actions">
        <Link to="/" className="btn btn--primary">
          Загрузить резюме
        </Link>
      </div>
    </PageFrame>
  );
}
