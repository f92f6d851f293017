/**
 * `/payment/success/` (spec section 2 "Payment-success page"): where the bank (or the sandbox) returns the buyer.
 * Clears the resume's "analysed" flag so the home page runs the new analysis, then goes home with
 * `payment_success=true` (or to '/' without an id) as soon as the server counts the resume as paid: checked at once
 * and every 500 ms (the bank notifies before it redirects, so usually at once; decision 250). The spec's 3 s is the
 * longest wait: a resume the page cannot read (a stranger's id, no connection) goes home after it. The button goes at
 * once.
 */
import { useEffect, useEffectEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PageFrame } from "../components/ui/PageFrame";
import { isResumePaid } from "../features/payment/api";
import { removeLocal, STORAGE_KEYS } from "../lib/storage";
import "../features/payment/payment.css";

export const SUCCESS_REDIRECT_MS = 3000;
const PAID_CHECK_MS = 500;

export function analysisUrlAfterPayment(resumeId: string | null): string {
  return resumeId ? `/?resume_id=${encodeURIComponent(resumeId)}&payment_success=true` : "/";
}

export default function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  const resumeId = searchParams.get("resume_id")?.trim() || null;
  const navigate = useNavigate();
  const target = analysisUrlAfterPayment(resumeId);

  const goHome = useEffectEvent(() => navigate(target, { replace: true }));
  useEffect(() => {
    if (!resumeId) {
      goHome();
      return;
    }
    removeLocal(STORAGE_KEYS.analyzed(resumeId));
    const controller = new AbortController();
    const fallback = setTimeout(goHome, SUCCESS_REDIRECT_MS);
    let next: ReturnType<typeof setTimeout> | undefined;
    // Not lib/usePoll: sharing it with this route would split it out of the home page's chunk (decision 190).
    const check = () =>
      isResumePaid(resumeId, controller.signal).then(
        (paid) => {
          if (controller.signal.aborted) return;
          if (paid) goHome();
          else next = setTimeout(check, PAID_CHECK_MS);
        },
        () => undefined, // unreadable: the fallback takes the visitor home
      );
    void check();
    return () => {
      controller.abort();
      clearTimeout(fallback);
      clearTimeout(next);
    };
  }, [resumeId]);

  return (
    <PageFrame title="Оплата прошла успешно">
      <div className="payment-outcome" data-testid="payment-success">
        <span className="payment-outcome__icon payment-outcome__icon--success" aria-hidden="true">
          ✓
        </span>
        <p className="payment-outcome__message" role="status">
          Спасибо! Сейчас вернём тебя к резюме, и анализ начнётся автоматически.
        </p>
        <div className="actions">
          <Link className="btn btn--primary" to={target} replace>
            Перейти к анализу резюме
          </Link>
        </div>
      </div>
    </PageFrame>
  );
}
