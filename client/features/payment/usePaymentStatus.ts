/**
 * Payment status polling (spec sections 4 and 9): the first check 20 s after the payment was created, then every
 * 5 s. Completed and paid → `onPaid` and polling stops; failed or cancelled → `onNotCompleted` and polling stops;
 * anything else keeps polling silently, including a failed check (a blip in the connection is not the user's
 * concern; a manual check does report it). `checkNow` is the manual «Проверить статус платежа».
 */
import { useRef, useState } from "react";
import type { PaymentStatus } from "../../../shared/schemas/payment";
import { usePoll } from "../../lib/usePoll";
import { checkPaymentStatus, messageOf } from "./api";

export const POLL_START_MS = 20_000;
export const POLL_INTERVAL_MS = 5_000;

export interface PaymentStatusCallbacks {
  onPaid: () => void;
  onNotCompleted: () => void;
}

export type ManualCheckResult = { ok: true; status: PaymentStatus; isPaid: boolean } | { ok: false; message: string };

export function usePaymentStatus(paymentId: string | null, callbacks: PaymentStatusCallbacks) {
  const [checking, setChecking] = useState(false);
  /** The payment id that reached a final state: a manual check may settle it while a poll is in flight. */
  const settled = useRef<string | null>(null);

  /** Reacts to an answer with the latest callbacks; returns whether the payment reached a final state. */
  const handle = (id: string, status: PaymentStatus, isPaid: boolean): boolean => {
    if (settled.current === id) return true;
    const paid = status === "completed" && isPaid;
    if (!paid && status !== "failed" && status !== "cancelled") return false;
    settled.current = id;
    if (paid) callbacks.onPaid();
    else callbacks.onNotCompleted();
    return true;
  };

  usePoll(
    paymentId,
    async () => {
      if (!paymentId) return "stop";
      const answer = await checkPaymentStatus(paymentId); // a failed check throws: usePoll tries again silently
      return handle(paymentId, answer.status, answer.is_paid) ? "stop" : "again";
    },
    { firstDelayMs: POLL_START_MS, intervalMs: POLL_INTERVAL_MS },
  );

  const checkNow = async (): Promise<ManualCheckResult> => {
    if (!paymentId) return { ok: false, message: messageOf(null) };
    setChecking(true);
    try {
      const answer = await checkPaymentStatus(paymentId);
      handle(paymentId, answer.status, answer.is_paid);
      return { ok: true, status: answer.status, isPaid: answer.is_paid };
    } catch (error) {
      return { ok: false, message: messageOf(error) };
    } finally {
      setChecking(false);
    }
  };

  return { checking, checkNow };
}
