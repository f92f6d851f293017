/** An accessible progress bar (0–100). `className` sizes and colours it per feature; the fill is shared. */
export function ProgressBar({
  label,
  percent,
  valueText,
  className,
}: {
  label: string;
  percent: number;
  valueText?: string;
  className: string;
}) {
  return (
    <div
      className={`progress-bar ${className}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
    >
      <span className="progress-bar__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
