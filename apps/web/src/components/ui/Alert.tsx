import type { ReactNode } from 'react';
import { cx } from './cx';

/** An inline message. Errors use role="alert" so screen readers announce them at once. */
export function Alert({
  tone = 'error',
  children,
  className,
}: {
  tone?: 'error' | 'info';
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(
        'rounded-lg border px-4 py-3 text-sm',
        tone === 'error'
          ? 'border-danger/50 bg-danger-bg text-fg'
          : 'border-info/50 bg-info-bg text-fg',
        className,
      )}
    >
      {children}
    </div>
  );
}
