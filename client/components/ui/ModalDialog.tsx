/**
 * A modal dialog on the native <dialog> element. `showModal()` makes the page behind it inert (Tab stays inside),
 * the `:modal` rule in styles.css stops the page from scrolling, and Escape fires `cancel`, which goes to
 * `onDismiss` so the owner can play its closing animation before unmounting. The <dialog> itself is the
 * full-screen overlay (`className`); a click on it outside the content (`panelClassName`) dismisses too.
 * Focus moves to the `[data-autofocus]` element (React's autoFocus runs before the dialog opens) and returns to
 * where it was when the dialog goes away.
 */
import { type ReactNode, useLayoutEffect, useRef } from "react";

export interface ModalDialogProps {
  /** The overlay's class; `is-closing` is added while the owner plays its closing animation. */
  className: string;
  panelClassName: string;
  labelledBy: string;
  onDismiss: () => void;
  closing?: boolean;
  testId?: string;
  children: ReactNode;
}

export function ModalDialog({
  className,
  panelClassName,
  labelledBy,
  onDismiss,
  closing = false,
  testId,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  // Layout effect: the dialog must be open before paint, and closed (focus returned) before React removes it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    return () => {
      dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`modal-overlay ${className}${closing ? " is-closing" : ""}`}
      aria-labelledby={labelledBy}
      aria-modal="true"
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
      // The browser may close a dialog on its own (a second Escape without a click between): treat it as a dismissal.
      onClose={(event) => event.currentTarget.isConnected && onDismiss()}
      onClick={(event) => event.target === event.currentTarget && onDismiss()}
    >
      <div className={panelClassName}>{children}</div>
    </dialog>
  );
}
