import { describe, expect, it } from 'vitest';
import {
  createGlitchGrid,
  GLITCH_CHARACTERS,
  GLITCH_COLORS,
  glitchCells,
  gridDimensions,
  isFrameDue,
} from './glitchGrid';

/** A deterministic pseudo-random source (mulberry32). */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('gridDimensions', () => {
  it('covers the whole area with whole cells', () => {
    expect(gridDimensions(100, 50, 12, 18)).toEqual({ cols: 9, rows: 3 });
    expect(gridDimensions(0, 50, 12, 18)).toEqual({ cols: 0, rows: 0 });
  });
});

describe('createGlitchGrid', () => {
  it('fills every cell with a known character and colour', () => {
    const grid = createGlitchGrid(7, 5, seeded(1));
    expect(grid.chars).toHaveLength(35);
    for (const char of grid.chars) expect(GLITCH_CHARACTERS).toContain(char);
    for (const color of grid.colors) expect(GLITCH_COLORS[color]).toBeDefined();
  });

  it('stays in range even when the random source returns its extremes', () => {
    const grid = createGlitchGrid(2, 2, () => 0.9999999);
    expect(grid.chars.every((char) => GLITCH_CHARACTERS.includes(char))).toBe(true);
    expect(grid.colors.every((color) => GLITCH_COLORS[color] !== undefined)).toBe(true);
  });
});

describe('glitchCells', () => {
  it('changes exactly the requested number of distinct cells', () => {
    const grid = createGlitchGrid(10, 10, seeded(2));
    const changed = glitchCells(grid, 12, seeded(3));
    expect(new Set(changed).size).toBe(12);
    for (const index of changed) {
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(100);
    }
  });

  it('never asks for more cells than the grid has', () => {
    const grid = createGlitchGrid(2, 2, seeded(4));
    expect(glitchCells(grid, 50, seeded(5))).toHaveLength(4);
    expect(glitchCells(createGlitchGrid(0, 0, seeded(6)), 5, seeded(7))).toEqual([]);
  });
});

describe('isFrameDue', () => {
  it('caps the frame rate', () => {
    expect(isFrameDue(1000, 960, 50)).toBe(false);
    expect(isFrameDue(1000, 950, 50)).toBe(true);
  });
});
