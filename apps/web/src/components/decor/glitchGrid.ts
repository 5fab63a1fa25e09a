/**
 * The state behind the glitching-letters background: a grid of cells, each a character and a
 * colour. Kept free of the DOM so the animation logic is testable and the canvas component only
 * paints what changed.
 */

export const GLITCH_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<>{}[]/\\=+*#$%&;:';

/** Dim colours keep the letters behind the content; the last, brighter ones are the "glitch". */
export const GLITCH_COLORS = [
  '#1e2533',
  '#232b3b',
  '#283142',
  '#2f2a1c',
  '#3b3220',
  '#5a4720',
  '#2c4a5c',
] as const;

export interface GlitchGrid {
  cols: number;
  rows: number;
  chars: string[];
  colors: number[];
}

export type RandomSource = () => number;

function pick(length: number, random: RandomSource): number {
  return Math.min(length - 1, Math.floor(random() * length));
}

/** Mostly dim colours, now and then a bright one. */
function pickColor(random: RandomSource): number {
  const bright = random() < 0.12;
  const dimCount = GLITCH_COLORS.length - 2;
  return bright ? dimCount + pick(2, random) : pick(dimCount, random);
}

function pickCharacter(random: RandomSource): string {
  return GLITCH_CHARACTERS.charAt(pick(GLITCH_CHARACTERS.length, random));
}

export function gridDimensions(
  width: number,
  height: number,
  cellWidth: number,
  cellHeight: number,
): { cols: number; rows: number } {
  if (width <= 0 || height <= 0) return { cols: 0, rows: 0 };
  return { cols: Math.ceil(width / cellWidth), rows: Math.ceil(height / cellHeight) };
}

export function createGlitchGrid(cols: number, rows: number, random: RandomSource): GlitchGrid {
  const size = cols * rows;
  const chars = new Array<string>(size);
  const colors = new Array<number>(size);
  for (let i = 0; i < size; i++) {
    chars[i] = pickCharacter(random);
    colors[i] = pickColor(random);
  }
  return { cols, rows, chars, colors };
}

/** Changes `count` random cells in place and returns their indices (the cells to repaint). */
export function glitchCells(grid: GlitchGrid, count: number, random: RandomSource): number[] {
  const size = grid.cols * grid.rows;
  if (size === 0) return [];
  const changed = new Set<number>();
  const wanted = Math.min(count, size);
  while (changed.size < wanted) changed.add(pick(size, random));
  for (const index of changed) {
    grid.chars[index] = pickCharacter(random);
    grid.colors[index] = pickColor(random);
  }
  return [...changed];
}

/** Frame-rate cap: true when at least `frameMs` has passed since the last painted frame. */
export function isFrameDue(now: number, lastFrame: number, frameMs: number): boolean {
  return now - lastFrame >= frameMs;
}
