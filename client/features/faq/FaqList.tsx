/**
 * The 7 questions of spec section 2 (home accordion and /faq). The text is content/home/faq.json, which the owner
 * edits; the price comes from the configuration, never from the file.
 */
import faq from "../../../content/home/faq.json";

export function FaqList({ priceRub }: { priceRub: number }) {
  return (
    <div className="faq" data-testid="faq">
      {faq.items.map((item) => (
        // <details>: expand/collapse, keyboard and screen-reader semantics come with the element.
        <details key={item.question} className="faq__item">
          <summary className="faq__question">{item.question}</summary>
          <p className="faq__answer">{item.answer.replaceAll("{{price_rub}}", String(priceRub))}</p>
        </details>
      ))}
    </div>
  );
}
