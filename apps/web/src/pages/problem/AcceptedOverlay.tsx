import { useEffect } from 'react';

export const CELEBRATION_MS = 4000;

/** The full-screen 'ACCEPTED' celebration (4 s); still, without motion, for reduced-motion users. */
export function AcceptedOverlay({ onDone }: { onDone: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onDone, CELEBRATION_MS);
    return () => window.clearTimeout(timer);
  }, [onDone]);
  return (
    <div
      role="status"
      aria-live="assertive"
      onClick={onDone}
      onKeyDown={onDone}
      className="fixed inset-0 z-50 grid cursor-pointer place-items-center bg-black/75 backdrop-blur-sm"
    >
      <div className="text-center motion-safe:animate-rise">
        <p className="text-6xl font-black tracking-widest text-success sm:text-8xl motion-safe:animate-pulse">
          ACCEPTED
        </p>
        <p className="mt-4 text-lg text-fg">All tests passed. Nicely done!</p>
      </div>
    </div>
  );
}
