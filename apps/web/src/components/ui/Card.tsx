import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';

export function Card({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return (
    <div
      className={cx('rounded-card border border-border bg-surface p-6 shadow-sm', className)}
      {...props}
    />
  );
}
