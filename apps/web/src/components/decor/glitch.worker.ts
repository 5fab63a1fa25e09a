import type { GlitchWorkerMessage } from './glitchMessages';
import { createGlitchPainter, createTicker, type GlitchPainter } from './glitchPainter';

// Draws the glitching letters off the main thread; the page only reports size and visibility.
let painter: GlitchPainter | undefined;
const ticker = createTicker(() => painter?.step());

self.addEventListener('message', (event: MessageEvent<GlitchWorkerMessage>) => {
  const message = event.data;
  if (message.type === 'init') {
    const ctx = message.canvas.getContext('2d');
    if (!ctx) return;
    painter = createGlitchPainter(ctx, message.canvas);
    painter.resize(message.width, message.height, message.ratio);
  } else if (message.type === 'resize') {
    painter?.resize(message.width, message.height, message.ratio);
  } else {
    ticker.set(message.running && painter !== undefined);
  }
});
