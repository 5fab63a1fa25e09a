import { cx } from './cx';

/** A grey placeholder block shown while content loads. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'block animate-pulse rounded-md bg-raised motion-reduce:animate-none',
        className,
      )}
    />
  );
}
