import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../auth/AuthContext';
import { returnState } from '../../auth/returnPath';
import { Avatar } from '../../components/ui/Avatar';
import { buttonClasses } from '../../components/ui/buttonStyles';
import { formatClock } from '../../problems/solving';

/** A count-up stopwatch in whole seconds; it starts paused (docs/product.md#top-bar-and-timer). */
function useStopwatch() {
  const [seconds, setSeconds] = useState(0);
  const [running, setRunning] = useState(false);
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setSeconds((value) => value + 1), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return { seconds, running, toggle: () => setRunning((value) => !value) };
}

export function ProblemTopBar({ title }: { title?: string }) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const stopwatch = useStopwatch();
  return (
    <header className="flex h-12 shrink-0 items-center gap-3 border-b border-border bg-surface px-3">
      <Link to="/problems" className={buttonClasses('ghost', 'sm')}>
        <span aria-hidden="true">←</span> Problem Set
      </Link>
      {title ? <span className="hidden truncate text-sm text-muted md:inline">{title}</span> : null}
      <div className="ml-auto flex items-center gap-2">
        <span
          role="timer"
          aria-label="Time spent"
          className="rounded-md bg-bg px-2 py-1 font-mono text-sm text-fg tabular-nums"
        >
          {formatClock(stopwatch.seconds)}
        </span>
        <button
          type="button"
          onClick={stopwatch.toggle}
          aria-label={stopwatch.running ? 'Pause timer' : 'Start timer'}
          className={buttonClasses('secondary', 'sm', 'w-9 px-0')}
        >
          <span aria-hidden="true">{stopwatch.running ? '❚❚' : '▶'}</span>
        </button>
        {/* A guest has no avatar to show (a 'U' would stand for nobody): a way in instead. */}
        {user ? (
          <Link to="/profile" aria-label="Your profile" className="rounded-full">
            <Avatar user={user} />
          </Link>
        ) : (
          <Link
            to="/login"
            state={returnState(pathname)}
            className={buttonClasses('secondary', 'sm')}
          >
            Log in
          </Link>
        )}
      </div>
    </header>
  );
}
