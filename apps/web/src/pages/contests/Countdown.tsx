import { cx } from '../../components/ui/cx';
import { countdownText } from '../../contests/countdown';

/** `Starts in 1 h 02 min 05 s`, `Ends in …` or `Ended`, redrawn with `now`. */
export function Countdown({
  window,
  now,
  className,
}: {
  window: { startsAt: string; endsAt: string };
  now: number;
  className?: string;
}) {
  return (
    <span role="timer" className={cx('font-mono text-sm tabular-nums', className)}>
      {countdownText(window, now)}
    </span>
  );
}
