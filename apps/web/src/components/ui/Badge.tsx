import type { ReactNode } from 'react';
import { cx } from './cx';

export type BadgeTone =
  | 'neutral'
  | 'accent'
  | 'easy'
  | 'medium'
  | 'hard'
  | 'danger'
  | 'info'
  | 'orange'
  | 'purple';

const tones: Record<BadgeTone, string> = {
  neutral: 'border-border-strong text-muted',
  accent: 'border-accent/50 text-accent',
  easy: 'border-easy/50 text-easy',
  medium: 'border-medium/50 text-medium',
  hard: 'border-hard/50 text-hard',
  danger: 'border-danger/50 text-danger',
  info: 'border-info/50 text-info',
  orange: 'border-orange/50 text-orange',
  purple: 'border-purple/50 text-purple',
};

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full border bg-bg px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
