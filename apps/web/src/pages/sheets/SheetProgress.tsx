/** Solved of total as a bar with its numbers in words, for a sheet or a list. */
export function SheetProgress({
  solved,
  total,
  label,
}: {
  solved: number;
  total: number;
  label: string;
}) {
  const percent = total === 0 ? 0 : Math.round((solved / total) * 100);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between gap-3 text-xs text-muted">
        <span>
          {solved} / {total} solved
        </span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={solved}
        aria-valuetext={`${solved} of ${total} solved`}
        className="h-2 w-full overflow-hidden rounded-full bg-raised"
      >
        <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
