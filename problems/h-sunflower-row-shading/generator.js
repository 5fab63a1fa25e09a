// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 6661) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(a) { process.stdout.write(`${a.length}\n${a.join(' ')}\n`); }
function randVals(n, lo, hi) { const a = []; for (let i = 0; i < n; i++) a.push(ri(lo, hi)); return a; }
const fixed = {
  1: [6, 2, 5, 3, 4, 8, 1],
  2: [3, 3, 4, 9, 9, 12],
  3: [7],
  4: [5, 4, 3, 2, 1],
  5: [9, 1, 1, 1, 1],
  6: [10, 1, 2, 3, 4, 5],
  7: [10, 2, 1, 2, 1, 2],
  8: [4, 1, 3, 2, 6, 5, 5, 7, 1, 10000],
};
if (fixed[c]) out(fixed[c]);
else if (c === 9) out(randVals(40, 1, 6));
else if (c === 10) out(randVals(3000, 1, 10000));
else if (c === 11) out(randVals(150000, 1, 9)); // maximum n, many equal heights
else if (c === 12) {
  // maximum n: one tall sunflower, then a non-decreasing run that loses one sunflower per day
  // (worst for the day-by-day simulation)
  const a = [10000];
  for (let i = 1; i < 150000; i++) a.push(1 + Math.floor((i - 1) / 16));
  out(a);
} else if (c === 13) {
  // saw-teeth of decreasing tops: many stack pops with equal wilt days
  const a = [];
  for (let t = 0; a.length < 60000; t++) {
    const top = 10000 - (t % 5000);
    a.push(top);
    for (let k = 1; k <= 9; k++) a.push(ri(1, top));
  }
  out(a.slice(0, 60000));
} else if (c === 14) { const a = []; for (let i = 0; i < 60000; i++) a.push(10000 - Math.floor(i / 7)); out(a); } // non-increasing
