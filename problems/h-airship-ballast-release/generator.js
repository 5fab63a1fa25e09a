// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports. Weights above 2^32 are built from two parts.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 7919) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function big(lo, hi) { return lo + Math.floor(rnd() * (hi - lo)) + ri(0, 1); } // doubles exact below 2^53
function out(L, R, w) { process.stdout.write(`${w.length} ${L} ${R}\n${w.join(' ')}\n`); }
const list = (n, f) => Array.from({ length: n }, f);
const T = 1000000000000;
const sum = (w) => w.reduce((x, y) => x + y, 0);
const fixed = {
  1: [7, 12, [3, 5, 6, 9]],
  2: [1, 2 * T, [T, T, T]],
  3: [0, 0, [5]],
  4: [5, 5, [5]],
  5: [0, 40000000000000, list(36, () => T)], // every set: 2^36
  6: [6, 6, [1, 2, 3, 4, 5, 6]],
  7: [100, 200, [1, 2, 3]],
};
if (fixed[c]) out(...fixed[c]);
else if (c === 8) { const w = list(15, () => ri(1, 20)); const t = sum(w); out(ri(0, t >> 1), ri(t >> 1, t), w); }
else if (c === 9) { const w = list(25, () => big(1, T)); const t = sum(w); out(Math.floor(t * 0.3), Math.floor(t * 0.6), w); }
else if (c === 10) {
  // maximum n, the range holds about half of all sets (the naive search visits nearly 2^36 leaves)
  const w = list(36, () => big(T / 2, T)); const t = sum(w); out(0, Math.floor(t / 2), w);
} else if (c === 11) { const w = list(36, () => big(1, T)); const t = sum(w); out(Math.floor(t * 0.45), Math.floor(t * 0.55), w); }
else if (c === 12) { const w = list(36, () => ri(1, 30)); out(200, 300, w); } // many equal totals
else if (c === 13) { const w = list(35, () => big(1, T)); out(0, 40000000000000, w); } // everything: 2^35
else if (c === 14) { const w = list(36, (_, i) => 2 ** i); out(12345678901, 23456789012, w); } // distinct totals
else if (c === 15) { const w = list(33, () => ri(1, 1000)); const t = sum(w); out(t, t, w); } // only the full set
