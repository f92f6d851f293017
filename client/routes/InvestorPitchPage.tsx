/**
 * The investor pitch (spec sections 1, 2, 9): figures exactly as the spec states them; market facts only from the
 * products' own public prices (docs: /work/shared/briefs/market.md) — no invented market size.
 */
import { PageFrame } from "../components/ui/PageFrame";
import { ResumeCounter } from "../features/counter/ResumeCounter";
import { useSiteConfig } from "../lib/site-config";

const PLANS = [
  { name: "Базовый анализ", price: (priceRub: number) => `${priceRub} ₽` },
  { name: "Средний чек", price: () => "49 ₽" },
  { name: "Премиум-анализ", price: () => "149 ₽" },
  { name: "Подписка", price: () => "499 ₽ в месяц" },
  { name: "B2B API", price: () => "от 10 ₽ за анализ" },
  { name: "Корпоративные тарифы", price: () => "от 9 990 ₽ в месяц" },
  { name: "White-label", price: () => "от 19 990 ₽ в месяц" },
] as const;

const ROADMAP = [
  { quarter: "Q1 2025", text: "Премиум-анализ и сравнение версий резюме" },
  { quarter: "Q2 2025", text: "Подписка: безлимитные проверки и карьерный консультант" },
  { quarter: "Q3 2025", text: "B2B API для онлайн-школ и HR-сервисов" },
  { quarter: "Q4 2025", text: "Корпоративные тарифы и white-label, работа с рекрутерами" },
] as const;

export const USE_OF_FUNDS = [
  { label: "Продукт", percent: 40, color: "#2f5bea" },
  { label: "Маркетинг", percent: 30, color: "#1a7f4b" },
  { label: "Операционные расходы", percent: 20, color: "#a15c00" },
  { label: "Резерв", percent: 10, color: "#5b6475" },
] as const;

export default function InvestorPitchPage() {
  const config = useSiteConfig();
  return (
    <PageFrame title="Rework для инвесторов" wide>
      <section aria-labelledby="pitch-problem">
        <h2 id="pitch-problem">Проблема</h2>
        <p>
          Соискатель не знает, почему резюме не приглашают на собеседование. Живое ревью стоит 799 ₽ и занимает 5
          рабочих дней; зарубежные сервисы проверки работают по подписке (Jobscan — $49,95 в месяц, Resume Worded — $19
          в месяц) и плохо понимают русские резюме.
        </p>
      </section>
      <section aria-labelledby="pitch-solution">
        <h2 id="pitch-solution">Решение</h2>
        <p>
          Rework анализирует резюме на русском и английском за 20–30 секунд: оценка по критериям, сильные и слабые
          стороны, рекомендации к строкам, проверка ATS, бесплатное сопроводительное письмо и AI-консультант. Один
          платёж — {config.priceRub} ₽, без подписки.
        </p>
      </section>
      <section aria-labelledby="pitch-market">
        <h2 id="pitch-market">Рынок</h2>
        <p>
          Сегодня — соискатели, которые ищут работу на русском языке; дальше — рекрутеры и онлайн-школы. Конкуренты:
          живое ревью (799 ₽, 5 рабочих дней) и англоязычные сервисы по подписке от $19 до $49,95 в месяц (цены с их
          сайтов, 2026). Оценку объёма рынка мы не приводим, пока нет источника, на который можно сослаться.
        </p>
      </section>
      <section aria-labelledby="pitch-traction">
        <h2 id="pitch-traction">Трекшн</h2>
        <ResumeCounter />
      </section>
      <section aria-labelledby="pitch-model">
        <h2 id="pitch-model">Бизнес-модель</h2>
        <table className="pitch-table">
          <caption className="visually-hidden">Тарифы</caption>
          <tbody>
            {PLANS.map((plan) => (
              <tr key={plan.name}>
                <th scope="row">{plan.name}</th>
                <td>{plan.price(config.priceRub)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="pitch-roadmap">
        <h2 id="pitch-roadmap">Дорожная карта</h2>
        <ol className="pitch-roadmap">
          {ROADMAP.map((step) => (
            <li key={step.quarter}>
              <strong>{step.quarter}</strong> — {step.text}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="pitch-round">
        <h2 id="pitch-round">Инвестиции</h2>
        <p>
          Раунд pre-seed: <strong>10 млн ₽ за 25 %</strong>, оценка компании — <strong>66,7 млн ₽</strong> (после
          инвестиций).
        </p>
        <h3>На что пойдут деньги</h3>
        <UseOfFundsChart />
      </section>
      <section aria-labelledby="pitch-contact">
        <h2 id="pitch-contact">Контакты</h2>
        <p>
          {config.contactEmail ? (
            <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>
          ) : (
            "Адрес появится, когда сайт загрузит настройки."
          )}
        </p>
      </section>
    </PageFrame>
  );
}

/** Horizontal bars drawn by the page; the figures are also the bars' text, so nothing is colour-only. */
function UseOfFundsChart() {
  const rowHeight = 36;
  return (
    <svg
      className="funds-chart"
      viewBox={`0 0 320 ${USE_OF_FUNDS.length * rowHeight}`}
      role="img"
      aria-labelledby="funds-chart-title"
      data-testid="use-of-funds"
    >
      {/* One string: React renders a <title> as plain text, which the server's markup must equal. */}
      <title id="funds-chart-title">{`Распределение инвестиций: ${USE_OF_FUNDS.map((item) => `${item.label} — ${item.percent} %`).join(", ")}`}</title>
      {USE_OF_FUNDS.map((item, index) => (
        <g key={item.label} transform={`translate(0 ${index * rowHeight})`}>
          <text x="0" y="14" fontSize="12" fill="#1b1f2a">
            {item.label} — {item.percent} %
          </text>
          <rect x="0" y="19" height="10" rx="3" width={(320 * item.percent) / 100} fill={item.color} />
        </g>
      ))}
    </svg>
  );
}
