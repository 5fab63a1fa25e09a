/** A determinate progress bar with its percentage as text, announced to screen readers. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-sm text-fg">
        <span>{label}</span>
        <span data-testid="upload-percent">{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 w-full overflow-hidden rounded-full bg-raised"
      >
        <div className="h-full bg-accent transition-[width]" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
