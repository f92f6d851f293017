import type { ButtonHTMLAttributes } from "react";

/** The "×" that closes a dialog or panel: one look, a 44 px touch target, and a label that says what it closes. */
export function CloseButton({
  label,
  className = "",
  ...props
}: { label: string } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" className={`close-button ${className}`.trim()} aria-label={label} {...props}>
      ×
    </button>
  );
}
