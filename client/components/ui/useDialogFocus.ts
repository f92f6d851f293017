/**
 * Keyboard behaviour shared by the app's dialogs: Escape closes, focus optionally moves in when the dialog opens
 * and returns to where it was when it closes, and Tab stays inside a modal dialog.
 */
import { useEffect, useEffectEvent, type RefObject } from "react";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogFocusOptions {
  active: boolean;
  onEscape: () => void;
  /** Move focus into the dialog when it becomes active (not for prompts that appear on their own). */
  takeFocus?: boolean;
  /** Keep Tab inside the dialog (modal dialogs). */
  trapTab?: boolean;
}

export function useDialogFocus(ref: RefObject<HTMLElement | null>, { active, onEscape, takeFocus = true, trapTab = false }: DialogFocusOptions) {
  const escape = useEffectEvent(onEscape);

  useEffect(() => {
    if (!active) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = ref.current;
    if (takeFocus && dialog) {
      const target = dialog.querySelector<HTMLElement>("[data-autofocus]") ?? dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog;
      target.focus();
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.stopPropagation();
        escape();
      } else if (event.key === "Tab" && trapTab && dialog) {
        const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
        if (items.length === 0) return;
        const first = items[0]!;
        const last = items[items.length - 1]!;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      // Return focus only if it is still inside the dialog (or lost), not if the user moved on.
      const current = document.activeElement;
      if (previous && previous.isConnected && (!current || current === document.body || dialog?.contains(current))) previous.focus();
    };
  }, [active, ref, takeFocus, trapTab]);
}
