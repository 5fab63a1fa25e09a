import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTicker, GLITCH_FRAME_MS } from './glitchPainter';

describe('createTicker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('steps at the capped frame rate only while running', () => {
    const step = vi.fn();
    const ticker = createTicker(step);

    vi.advanceTimersByTime(GLITCH_FRAME_MS * 3);
    expect(step).not.toHaveBeenCalled();

    ticker.set(true);
    ticker.set(true); // idempotent: no second loop
    vi.advanceTimersByTime(1000);
    expect(step).toHaveBeenCalledTimes(1000 / GLITCH_FRAME_MS);

    ticker.set(false);
    vi.advanceTimersByTime(1000);
    expect(step).toHaveBeenCalledTimes(1000 / GLITCH_FRAME_MS);
  });
});
