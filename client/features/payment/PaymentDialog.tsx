/**
 * The payment popup (spec section 2 "Payment popup", section 4 "Payment popup", section 8 "Payment"): creates (or
 * reuses) the payment as soon as it opens, shows the price, the benefits and the way to the payment page, polls the
 * status from 20 s after init every 5 s, and lets the user check it by hand. `onPaid` runs once the server says the
 * payment is completed and the resume paid; the parent then closes the popup and starts the analysis.
 * A modal dialog (components/ui/ModalDialog): focus moves in, Tab stays inside, Escape, «Отмена» and a click
 * outside close it.
 */
import { useCallback, useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { Spinner } from "../../components/ui/Spinner";
import { ModalDialog } from "../../components/ui/ModalDialog";
import { useSiteConfig } from "../../lib/site-config";
import { ApiError } from "../../lib/api";
import { initPayment, messageOf, PAYMENT_TEXTS } from "./api";
import { usePaymentStatus } from "./usePaymentStatus";
import "./payment.css";
import { CloseButton } from "../../components/ui/CloseButton";

export interface PaymentDialogProps {
  resumeId: string;
  onPaid: () => void;
  onClose: () => void;
  /** Why the popup opened, shown above the price (e.g. 'Необходимо оплатить анализ резюме' after a 402). */
  reason?: string;
}

const BENEFITS = [
  "Подробный разбор сильных и слабых сторон резюме",
  "Конкретные рекомендации, что исправить и дописать",
  "Оценка востребованности навыков на рынке труда",
  "Проверка совместимости с ATS-системами рекрутеров",
] as const;

const STILL_PENDING = "Оплата пока не поступила. Если деньги уже списаны, подожди несколько секунд и проверь снова.";

interface ReadyPayment {
  id: string;
  url: string;
}

export function PaymentDialog({ resumeId, onPaid, onClose, reason }: PaymentDialogProps) {
  const { priceRub, contactEmail } = useSiteConfig();
  const [payment, setPayment] = useState<ReadyPayment | null>(null);
  const [preparing, setPreparing] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const titleId = useId();
  const paidRef = useRef(false);
  /** Only the latest init's answer counts (StrictMode runs effects twice; a retry can overtake a slow call). */
  const latestRequest = useRef(0);

  /** Runs `onPaid` once, with the parent's latest callback. */
  const finishPaid = () => {
    if (paidRef.current) return;
    paidRef.current = true;
    onPaid();
  };
  // The parent may pass new callbacks on every render; the payment must not restart because of that.
  const paidOnOpen = useEffectEvent(finishPaid);

  /**
   * POST /api/payment/init/ → the payment to go to; "paid" when the resume is already paid (no payment needed);
   * null on an error (shown) or when a newer request overtook this one.
   */
  const prepare = useCallback(async (): Promise<ReadyPayment | "paid" | null> => {
    const request = ++latestRequest.current;
    setPreparing(true);
    setError(null);
    setNotice(null);
    try {
      const started = await initPayment(resumeId);
      if (request !== latestRequest.current) return null;
      const ready = { id: started.payment_id, url: started.payment_url };
      setPayment(ready);
      return ready;
    } catch (caught) {
      if (request !== latestRequest.current) return null;
      if (caught instanceof ApiError && caught.code === "already_paid") return "paid";
      setError(messageOf(caught));
      return null;
    } finally {
      if (request === latestRequest.current) setPreparing(false);
    }
  }, [resumeId]);

  useEffect(() => {
    void prepare().then((outcome) => outcome === "paid" && paidOnOpen());
    return () => {
      latestRequest.current++;
    };
  }, [prepare]);

  const { checking, checkNow } = usePaymentStatus(payment?.id ?? null, {
    onPaid: finishPaid,
    onNotCompleted: () => {
      setNotice(null);
      setError(PAYMENT_TEXTS.notCompleted);
      // The next «Перейти к оплате» starts a new payment: this one is over.
      setPayment(null);
    },
  });

  const retryAndGo = async () => {
    const outcome = await prepare();
    if (outcome === "paid") finishPaid();
    else if (outcome) window.location.assign(outcome.url);
  };

  const checkByHand = async () => {
    setNotice(null);
    const result = await checkNow();
    if (!result.ok) setError(result.message);
    else if (result.status === "pending" || (result.status === "completed" && !result.isPaid)) {
      setError(null);
      setNotice(STILL_PENDING);
    }
  };

  return (
    <ModalDialog className="payment-overlay" panelClassName="payment-dialog" labelledBy={titleId} onDismiss={onClose} testId="payment-dialog">
      <header className="payment-dialog__header">
        <h2 id={titleId}>Оплата анализа резюме</h2>
        <CloseButton label="Закрыть окно оплаты" onClick={onClose} className="payment-dialog__close" />
      </header>

      {reason && <p className="payment-dialog__reason">{reason}</p>}

      <p className="payment-dialog__price">
        <span>Стоимость анализа</span>
        <strong data-testid="payment-price">{priceRub} ₽</strong>
      </p>

      <ul className="payment-dialog__benefits">
        {BENEFITS.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <p className="payment-dialog__note">Сопроводительное письмо — бесплатно после анализа.</p>

      <div className="payment-dialog__status" aria-live="polite">
        {preparing && <Spinner label="Подготовка к оплате..." />}
        {error && (
          <div className="payment-dialog__error" role="alert">
            <p>
              <strong>Ошибка:</strong> {error}
            </p>
            <p className="payment-dialog__hint">
              Попробуй ещё раз или напиши в поддержку
              {contactEmail ? (
                <>
                  : <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
                </>
              ) : null}
              .
            </p>
          </div>
        )}
        {notice && <p className="payment-dialog__notice">{notice}</p>}
      </div>

      <div className="payment-dialog__actions">
        {payment && !preparing ? (
          <a className="btn btn--primary" href={payment.url} data-autofocus>
            Перейти к оплате
          </a>
        ) : (
          <button type="button" className="btn btn--primary" onClick={() => void retryAndGo()} disabled={preparing} data-autofocus>
            Перейти к оплате
          </button>
        )}
        <button type="button" className="btn btn--outline" onClick={() => void checkByHand()} disabled={!payment || checking} aria-busy={checking}>
          Проверить статус платежа
        </button>
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          Отмена
        </button>
      </div>
    </ModalDialog>
  );
}

export default PaymentDialog;
