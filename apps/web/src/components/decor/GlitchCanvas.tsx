import { useEffect, useRef } from 'react';
import { cx } from '../ui/cx';
import { startGlitchAnimation } from './startGlitchAnimation';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Decorative background of glitching letters. Hidden from assistive technology; starts once the
 * browser is idle so it never competes with the first paint.
 */
export function GlitchCanvas({ className }: { className?: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let stop: (() => void) | undefined;
    const start = () => {
      stop = startGlitchAnimation(canvas);
    };
    const idle = window as IdleWindow;
    if (idle.requestIdleCallback && idle.cancelIdleCallback) {
      const handle = idle.requestIdleCallback(start, { timeout: 1000 });
      const cancel = idle.cancelIdleCallback;
      return () => {
        cancel(handle);
        stop?.();
      };
    }
    const timer = window.setTimeout(start, 200);
    return () => {
      window.clearTimeout(timer);
      stop?.();
    };
  }, []);

  return (
    <div aria-hidden="true" className={cx('pointer-events-none absolute inset-0', className)}>
      <canvas ref={canvasRef} className="block size-full" />
    </div>
  );
}
