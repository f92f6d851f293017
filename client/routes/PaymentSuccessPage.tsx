/**
 * `/payment/success/` (spec section 2 "Payment-success page"): where the bank (or the sandbox) returns the buyer.
 * Clears the resume's "analysed" flag so the home page runs the new analysis, then goes home after 3 s with
 * `payment_success=true` (or to '/' without an id); the button goes at once.
 */
import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PageFrame } from "../components/ui/PageFrame";
import { removeLocal, STORAGE_KEYS } from "../lib/storage";
import "../features/payment/payment.css";

export const SUCCESS_REDIRECT_MS = 3000;

export function analysisUrlAfterPayment(resumeId: string | null): string {
  return resumeId ? `/?resume_id=${encodeURIComponent(resumeId)}&payment_success=true` : "/";
}

export default function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  const resumeId = searchParams.get("resume_id")?.trim() || null;
  const navigate = useNavigate();
  const target = analysisUrlAfterPayment(resumeId);

  useEffect(() => {
    if (resumeId) removeLocal(STORAGE_KEYS.analyzed(resumeId));
    const timer = setTimeout(() => navigate(target, { replace: true }), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [resumeId, target, navigate]);

  return (
    <PageFrame title="Оплата прошла успешно">
      <div className="payment-outcome" data-testid="payment-success">
        <span className="payment-outcome__icon payment-outcome__icon--success" aria-hidden="true">
          ✓
        </span>
        <p className="payment-outcome__message" role="status">
          Спасибо! Через несколько секунд мы вернём тебя к резюме, и анализ начнётся автоматически.
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
