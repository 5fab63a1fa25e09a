import type { GlitchWorkerMessage } from './glitchMessages';
import { createGlitchPainter, createTicker } from './glitchPainter';

/** Device pixels per CSS pixel, capped: sharper than 2x is invisible at this contrast. */
const MAX_PIXEL_RATIO = 2;

interface GlitchRenderer {
  resize(width: number, height: number, ratio: number): void;
  animate(running: boolean): void;
  dispose(): void;
}

/** Preferred: an OffscreenCanvas in a worker, so painting never touches the main thread. */
function workerRenderer(canvas: HTMLCanvasElement): GlitchRenderer | null {
  if (typeof Worker === 'undefined' || !('transferControlToOffscreen' in canvas)) return null;
  try {
    const offscreen = canvas.transferControlToOffscreen();
    const worker = new Worker(new URL('./glitch.worker.ts', import.meta.url), { type: 'module' });
    const post = (message: GlitchWorkerMessage, transfer: Transferable[] = []) =>
      worker.postMessage(message, transfer);
    let initialised = false;
    return {
      resize(width, height, ratio) {
        if (initialised) post({ type: 'resize', width, height, ratio });
        else post({ type: 'init', canvas: offscreen, width, height, ratio }, [offscreen]);
        initialised = true;
      },
      animate: (running) => post({ type: 'animate', running }),
      dispose: () => worker.terminate(),
    };
  } catch {
    return null;
  }
}

/** Fallback for browsers without OffscreenCanvas: the same painter on the page's canvas. */
function mainThreadRenderer(canvas: HTMLCanvasElement): GlitchRenderer | null {
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  const painter = createGlitchPainter(ctx, canvas);
  const ticker = createTicker(() => painter.step());
  return {
    resize: (width, height, ratio) => painter.resize(width, height, ratio),
    animate: (running) => ticker.set(running),
    dispose: () => ticker.set(false),
  };
}

/**
 * Runs the glitching-letters background on `canvas` and returns a function that stops it.
 * At most ~20 frames a second, only changed cells repainted, nothing while the tab is hidden or
 * the canvas is scrolled out of view, and a single still frame under prefers-reduced-motion.
 */
export function startGlitchAnimation(canvas: HTMLCanvasElement): () => void {
  const renderer = workerRenderer(canvas) ?? mainThreadRenderer(canvas);
  if (!renderer) return () => {};

  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  let onScreen = true;
  let running = false;

  const update = () => {
    const shouldRun = onScreen && !document.hidden && !reducedMotion.matches;
    if (shouldRun !== running) renderer.animate(shouldRun);
    running = shouldRun;
  };

  let lastSize = '';
  const resize = () => {
    const { width, height } = canvas.getBoundingClientRect();
    const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
    const size = `${Math.round(width)}x${Math.round(height)}@${ratio}`;
    if (size === lastSize) return;
    lastSize = size;
    renderer.resize(width, height, ratio);
  };

  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  const resizeObserver = new ResizeObserver(() => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(resize, 100);
  });
  const intersectionObserver = new IntersectionObserver((entries) => {
    onScreen = entries.some((entry) => entry.isIntersecting);
    update();
  });

  resize();
  resizeObserver.observe(canvas);
  intersectionObserver.observe(canvas);
  document.addEventListener('visibilitychange', update);
  reducedMotion.addEventListener('change', update);
  update();

  return () => {
    clearTimeout(resizeTimer);
    resizeObserver.disconnect();
    intersectionObserver.disconnect();
    document.removeEventListener('visibilitychange', update);
    reducedMotion.removeEventListener('change', update);
    renderer.dispose();
  };
}
