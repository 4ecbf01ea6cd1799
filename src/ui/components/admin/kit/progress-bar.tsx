/** A labelled progress bar with its value and maximum for assistive technology, drawn as a filling track. */
export function ProgressBar({ label, value, max }: { label: string; value: number; max: number }) {
  return (
    <div
      role="progressbar"
      className="bulk-bar__progress"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
    >
      <span style={{ width: `${(100 * value) / Math.max(1, max)}%` }} />
    </div>
  )
}
