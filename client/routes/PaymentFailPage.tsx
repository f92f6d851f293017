/**
 * `/payment/fail/` (spec section 2 "Payment-failure page"): where the bank (or the sandbox) returns the buyer after
 * an unsuccessful payment. With a resume id it offers a retry that reopens the payment popup on the home page.
 *
 * The spec's `message` parameter is a *code* of a message the site itself wrote (FAIL_MESSAGES), never text to
 * show: anyone can send a link to this page on our origin, and a free-text message made it a phishing banner
 * ("Карта заблокирована, позвони по номеру …"). An unknown code shows the spec's default (docs/decisions/049).
 * The return URLs the worker gives the bank (services/payments.ts) carry only `resume_id`: without a `message` the
 * page asks the server why the resume's newest payment failed (decision 250) and shows the code's text.
 */
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageFrame } from "../components/ui/PageFrame";
import { fetchPaymentFailureReason } from "../features/payment/api";
import "../features/payment/payment.css";

export const DEFAULT_FAIL_MESSAGE = "Произошла ошибка при обработке платежа.";

/** The only texts this page shows besides the default, by the code a link of ours puts in `message`. */
export const FAIL_MESSAGES: Readonly<Record<string, string>> = {
  declined: "Банк отклонил платёж. Деньги не списаны: попробуй ещё раз или оплати другой картой.",
  expired: "Время на оплату истекло. Деньги не списаны: начни оплату заново.",
  canceled: "Оплата отменена. Деньги не списаны.",
};

function failMessage(code: string | null): string {
  return code && Object.hasOwn(FAIL_MESSAGES, code) ? FAIL_MESSAGES[code]! : DEFAULT_FAIL_MESSAGE;
}

export default function PaymentFailPage() {
  const [searchParams] = useSearchParams();
  const resumeId = searchParams.get("resume_id")?.trim() || null;
  const linkCode = searchParams.get("message")?.trim() || null;
  const [serverCode, setServerCode] = useState<string | null>(null);
  useEffect(() => {
    if (linkCode || !resumeId) return;
    const controller = new AbortController();
    void fetchPaymentFailureReason(resumeId, controller.signal).then((reason) => {
      if (!controller.signal.aborted) setServerCode(reason);
    });
    return () => controller.abort();
  }, [linkCode, resumeId]);
  const message = failMessage(linkCode ?? serverCode);

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
