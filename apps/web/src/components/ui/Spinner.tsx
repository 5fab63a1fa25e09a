import { cx } from './cx';

/** A loading indicator announced to assistive technology as "Loading" (or the given label). */
export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <span role="status" aria-label={label} className={cx('inline-block', className)}>
      <span className="block size-6 animate-spin rounded-full border-[3px] border-border border-t-accent" />
    </span>
  );
}
