/**
 * `/payment/fail/` (spec section 2 "Payment-failure page"): where the bank (or the sandbox) returns the buyer after
 * an unsuccessful payment. Shows the `message` parameter or the default; with a resume id offers a retry that
 * reopens the payment popup on the home page.
 */
import { Link, useSearchParams } from "react-router";
import { PageFrame } from "../components/ui/PageFrame";
import "../features/payment/payment.css";

const MAX_MESSAGE_LENGTH = 200;
export const DEFAULT_FAIL_MESSAGE = "Произошла ошибка при обработке платежа.";

export default function PaymentFailPage() {
  const [searchParams] = useSearchParams();
  const resumeId = searchParams.get("resume_id")?.trim() || null;
  // The link can come from anywhere: React escapes the text, and the length is capped so it stays a message.
  const message = searchParams.get("message")?.trim().slice(0, MAX_MESSAGE_LENGTH) || DEFAULT_FAIL_MESSAGE;

  return (
    <PageFrame title="Оплата не завершена">
      <div className="payment-outcome" data-testid="payment-fail">
        <span className="payment-outcome__icon payment-outcome__icon--fail" aria-hidden="true">
          !
        </span>
        <p className="payment-outcome__message" role="alert">
          {message}
        </p>
        <div className="actions">
          {resumeId && (
            <Link className="btn btn--primary" to={`/?resume_id=${encodeURIComponent(resumeId)}&retry_payment=true`}>
              Попробовать снова
            </Link>
          )}
          <Link className={resumeId ? "btn btn--outline" : "btn btn--primary"} to="/">
            Вернуться на главную
          </Link>
        </div>
      </div>
    </PageFrame>
  );
}
