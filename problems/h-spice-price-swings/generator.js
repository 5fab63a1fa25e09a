// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 5081) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(p) { process.stdout.write(`${p.length}\n${p.join(' ')}\n`); }
const N = 150000;
const fixed = {
  1: [4, 1, 3],
  2: [2, 5, 9, 7],
  3: [10000],
  4: [6, 6, 6, 6],
  5: [3, 1, 3, 1],
  6: [0, 10000],
  7: [5, 2, 5, 8, 2, 8, 5],
};
if (fixed[c]) out(fixed[c]);
else if (c === 8) { const p = []; for (let i = 0; i < 60; i++) p.push(ri(0, 5)); out(p); }
else if (c === 9) { const p = []; for (let i = 0; i < 3000; i++) p.push(ri(0, 10000)); out(p); }
else if (c === 10) {
  // random prices
  const p = []; for (let i = 0; i < 60000; i++) p.push(ri(0, 10000)); out(p);
} else if (c === 11) {
  // maximum n, alternating extremes: the largest total (and the naive double loop's full run)
  const p = []; for (let i = 0; i < N; i++) p.push(i % 2 ? 10000 : 0); out(p);
} else if (c === 12) {
  // rising then falling prices
  const p = []; for (let i = 0; i < 40000; i++) p.push(i < 20000 ? Math.floor(i / 2) : Math.floor((40000 - i) / 2)); out(p);
} else if (c === 13) {
  // few distinct prices: lots of ties
  const p = []; for (let i = 0; i < 40000; i++) p.push(ri(0, 3) * 3333); out(p);
} else if (c === 14) {
  // all equal: the total is 0
  out(new Array(30000).fill(4242));
}
