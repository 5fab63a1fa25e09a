// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 8191) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(h) { process.stdout.write(`${h.length}\n${h.join(' ')}\n`); }
const fixed = {
  1: [30, 12, 45, 8, 20, 17],
  2: [5, 9, 2, 7],
  3: [4, 4, 4],
  4: [1000000000],
  5: [6, 3, 6, 2, 6],
  6: [1, 2],
  7: [9, 8, 7, 6, 5, 4, 3, 2, 1],
  8: [1, 2, 3, 4, 5, 6, 7, 8, 9],
};
if (fixed[c]) out(fixed[c]);
else if (c === 9) { const h = []; for (let i = 0; i < 50; i++) h.push(ri(1, 6)); out(h); }
else if (c === 10) { const h = []; for (let i = 0; i < 2000; i++) h.push(ri(1, 1000000000)); out(h); }
else if (c === 11) {
  // maximum n, all towers equal: every answer is -1 (the naive walk's worst case)
  out(new Array(100000).fill(77));
} else if (c === 12) {
  // strictly decreasing heights: every answer wraps around the rim
  const h = []; for (let i = 0; i < 30000; i++) h.push(30000 - i); out(h);
} else if (c === 13) {
  // random small heights with many ties
  const h = []; for (let i = 0; i < 50000; i++) h.push(ri(1, 50)); out(h);
} else if (c === 14) {
  // large random wide heights
  const h = []; for (let i = 0; i < 15000; i++) h.push(ri(1, 1000000000)); out(h);
} else if (c === 15) {
  // a mountain: rising then falling, with the peak in the middle
  const h = []; for (let i = 0; i < 30000; i++) h.push(i < 15000 ? 1 + i : 30000 - i); out(h);
}
