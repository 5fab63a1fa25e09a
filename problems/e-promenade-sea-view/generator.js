// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 7919) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(h) { process.stdout.write(`${h.length}\n${h.join(' ')}\n`); }
const N = 140000;
const fixed = {
  1: [4, 9, 3, 6, 2],
  2: [8, 5, 3, 1],
  3: [7],
  4: [5, 5, 5, 5],
  5: [1, 2, 3, 4, 5, 6],
  6: [3, 9, 9, 2, 2, 1],
};
if (fixed[c]) out(fixed[c]);
else if (c === 7) { const h = []; for (let i = 0; i < 40; i++) h.push(ri(1, 6)); out(h); }
else if (c === 8) { const h = []; for (let i = 0; i < 3000; i++) h.push(ri(1, 1000000)); out(h); }
else if (c === 9) {
  // random heights: few views
  const h = []; for (let i = 0; i < 40000; i++) h.push(ri(1, 1000000)); out(h);
} else if (c === 10) {
  // maximum n, strictly decreasing towards the sea: every block has a view (the naive scan's worst case)
  const h = []; for (let i = 0; i < N; i++) h.push(N - i); out(h);
} else if (c === 11) {
  // decreasing staircase with many equal steps: ties decide
  const h = []; for (let i = 0; i < 40000; i++) h.push(1000000 - Math.floor(i / 3) * 7); out(h);
} else if (c === 12) {
  // tall block in the west, rising towards the sea otherwise
  const h = [1000000]; for (let i = 1; i < 30000; i++) h.push(ri(1, 10) + i * 5); out(h);
} else if (c === 13) {
  // maximum n, all equal heights
  const h = []; for (let i = 0; i < N; i++) h.push(7); out(h);
} else if (c === 14) {
  // decreasing with random noise and duplicates
  const h = []; let v = 1000000; for (let i = 0; i < 20000; i++) { v -= ri(0, 30); if (v < 1) v = 1; h.push(v); } out(h);
}
