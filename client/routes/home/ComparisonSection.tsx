/**
 * Spec section 2's competitor comparison: a human review elsewhere against ours (our price from the configuration).
 * Part of the lazily loaded sections below the fold (decision 121): its numbers go through the shared formatter
 * («в 14 400 раз»), which the first screen's JS does not carry (decision 190).
 */
import { formatCount, UNIT_FORMS } from "../../../shared/schemas/ru-format";

const COMPETITOR_PRICE_RUB = 799;
/** 5 working days against 30 seconds (spec: «14400 times slower»), written «14 400». */
const COMPETITOR_SLOWER_TIMES = 14_400;

export function ComparisonSection({ priceRub }: { priceRub: number }) {
  return (
    <section className="container comparison" aria-labelledby="comparison-title">
      <h2 id="comparison-title">Быстрее и дешевле живого ревью</h2>
      <div className="comparison__grid">
        <div className="card comparison__card comparison__card--us">
          <h3>Rework</h3>
          <p className="comparison__price">{priceRub} ₽</p>
          <p>30 секунд · 50+ критериев</p>
        </div>
        <div className="card comparison__card">
          <h3>Ревью у конкурента</h3>
          <p className="comparison__price">{COMPETITOR_PRICE_RUB} ₽</p>
          <p>5 рабочих дней</p>
          <p className="comparison__note">
            в {formatCount(Math.round(COMPETITOR_PRICE_RUB / priceRub), UNIT_FORMS.times)} дороже · в{" "}
            {formatCount(COMPETITOR_SLOWER_TIMES, UNIT_FORMS.times)} медленнее
          </p>
        </div>
      </div>
    </section>
  );
}
