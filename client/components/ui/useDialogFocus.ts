/**
 * Keyboard behaviour of a non-modal dialog (the login widget, which must not block the page): Escape closes, focus
 * optionally moves in when it opens and returns to where it was when it closes. Modal dialogs use ModalDialog,
 * where the native <dialog> does all of this. (The widget is not a <dialog> element itself: Chrome would hand it
 * the Escape meant for a modal dialog above it.)
 */
import { useEffect, useEffectEvent, type RefObject } from "react";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogFocusOptions {
  active: boolean;
  onEscape: () => void;
  /** Move focus into the dialog when it becomes active (not for prompts that appear on their own). */
  takeFocus?: boolean;
}

export function useDialogFocus(ref: RefObject<HTMLElement | null>, { active, onEscape, takeFocus = true }: DialogFocusOptions) {
  const handleEscape = useEffectEvent(onEscape);

  useEffect(() => {
    if (!active) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = ref.current;
    if (takeFocus && dialog) {
      const target = dialog.querySelector<HTMLElement>("[data-autofocus]") ?? dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog;
      target.focus();
    }
    const onKeyDown = (event: KeyboardEvent) => {
      // A modal dialog opened over this one (the payment popup over the sign-in prompt) owns Escape; stopping the
      // event here would keep the browser from closing that dialog.
      if (event.key !== "Escape" || document.querySelector("dialog:modal")) return;
      handleEscape();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      // Return focus only if it is still inside the dialog (or lost), not if the user moved on.
      const current = document.activeElement;
      if (previous?.isConnected && (!current || current === document.body || dialog?.contains(current))) previous.focus();
    };
  }, [active, ref, takeFocus]);
}
