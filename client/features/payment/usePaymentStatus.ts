/**
 * Payment status polling (spec sections 4 and 9): the first check 20 s after the payment was created, then every
 * 5 s. Completed and paid → `onPaid` and polling stops; failed or cancelled → `onNotCompleted` and polling stops;
 * anything else keeps polling silently, including a failed check (a blip in the connection is not the user's
 * concern; a manual check does report it). `checkNow` is the manual «Проверить статус платежа».
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { checkPaymentStatus, messageOf } from "./api";
import type { PaymentStatus } from "../../../shared/schemas/payment";

export const POLL_START_MS = 20_000;
export const POLL_INTERVAL_MS = 5_000;

export interface PaymentStatusCallbacks {
  onPaid: () => void;
  onNotCompleted: () => void;
}

export type ManualCheckResult = { ok: true; status: PaymentStatus; isPaid: boolean } | { ok: false; message: string };

export function usePaymentStatus(paymentId: string | null, callbacks: PaymentStatusCallbacks) {
  const callbacksRef = useRef(callbacks);
  callbacksRef.current = callbacks;
  const [checking, setChecking] = useState(false);
  const settledRef = useRef(false);

  /** Reacts to an answer; returns whether the payment reached a final state. */
  const handle = useCallback((status: PaymentStatus, isPaid: boolean): boolean => {
    if (status === "completed" && isPaid) {
      settledRef.current = true;
      callbacksRef.current.onPaid();
      return true;
    }
    if (status === "failed" || status === "cancelled") {
      settledRef.current = true;
      callbacksRef.current.onNotCompleted();
      return true;
    }
    return false;
  }, []);

  useEffect(() => {
    settledRef.current = false;
    if (!paymentId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    const poll = async () => {
      try {
        const answer = await checkPaymentStatus(paymentId);
        if (!active || settledRef.current) return;
        if (handle(answer.status, answer.is_paid)) return;
      } catch {
        // Silent: the next tick tries again.
      }
      if (active && !settledRef.current) timer = setTimeout(poll, POLL_INTERVAL_MS);
    };
    timer = setTimeout(poll, POLL_START_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [paymentId, handle]);

  const checkNow = useCallback(async (): Promise<ManualCheckResult> => {
    if (!paymentId) return { ok: false, message: messageOf(null) };
    setChecking(true);
    try {
      const answer = await checkPaymentStatus(paymentId);
      handle(answer.status, answer.is_paid);
      return { ok: true, status: answer.status, isPaid: answer.is_paid };
    } catch (error) {
      return { ok: false, message: messageOf(error) };
    } finally {
      setChecking(false);
    }
  }, [paymentId, handle]);

  return { checking, checkNow };
}
