import {
  createGlitchGrid,
  GLITCH_COLORS,
  type GlitchGrid,
  glitchCells,
  gridDimensions,
} from './glitchGrid';

const CELL_WIDTH = 14;
const CELL_HEIGHT = 20;
const FONT = '14px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';
/** Share of the cells that change per frame. */
const GLITCH_SHARE = 0.015;

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export interface GlitchPainter {
  /** Sizes the backing store to `width`×`height` CSS pixels at `ratio` and paints a full frame. */
  resize(width: number, height: number, ratio: number): void;
  /** Glitches a few cells and repaints only those. */
  step(): void;
}

/** Paints the glitch grid on a 2D context: on the page's canvas or on an OffscreenCanvas. */
export function createGlitchPainter(
  ctx: Context2D,
  canvas: { width: number; height: number },
): GlitchPainter {
  let grid: GlitchGrid = { cols: 0, rows: 0, chars: [], colors: [] };

  function paintCell(index: number) {
    const col = index % grid.cols;
    const row = (index - col) / grid.cols;
    const x = col * CELL_WIDTH;
    const y = row * CELL_HEIGHT;
    ctx.clearRect(x, y, CELL_WIDTH, CELL_HEIGHT);
    ctx.fillStyle = GLITCH_COLORS[grid.colors[index] ?? 0] ?? GLITCH_COLORS[0];
    ctx.fillText(grid.chars[index] ?? '', x + CELL_WIDTH / 2, y + CELL_HEIGHT / 2);
  }

  return {
    resize(width, height, ratio) {
      canvas.width = Math.max(1, Math.round(width * ratio));
      canvas.height = Math.max(1, Math.round(height * ratio));
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      ctx.font = FONT;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      const { cols, rows } = gridDimensions(width, height, CELL_WIDTH, CELL_HEIGHT);
      grid = createGlitchGrid(cols, rows, Math.random);
      ctx.clearRect(0, 0, width, height);
      for (let i = 0; i < cols * rows; i++) paintCell(i);
    },
    step() {
      const count = Math.max(1, Math.round(grid.cols * grid.rows * GLITCH_SHARE));
      for (const index of glitchCells(grid, count, Math.random)) paintCell(index);
    },
  };
}

/** ~20 frames per second is plenty for a background. */
export const GLITCH_FRAME_MS = 50;

/** Calls `step` every GLITCH_FRAME_MS while running. */
export function createTicker(step: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const loop = () => {
    step();
    timer = setTimeout(loop, GLITCH_FRAME_MS);
  };
  return {
    set(running: boolean) {
      if (running && timer === undefined) timer = setTimeout(loop, GLITCH_FRAME_MS);
      if (!running && timer !== undefined) {
        clearTimeout(timer);
        timer = undefined;
      }
    },
  };
}
