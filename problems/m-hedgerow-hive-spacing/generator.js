// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 5557) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function shuffle(a) { for (let i = a.length - 1; i > 0; i--) { const j = ri(0, i); [a[i], a[j]] = [a[j], a[i]]; } return a; }
function distinct(n, lo, hi) {
  const set = new Set();
  while (set.size < n) set.add(ri(lo, hi));
  return [...set];
}
function out(k, x) { process.stdout.write(`${x.length} ${k}\n${x.join(' ')}\n`); }
const N = 80000;
const fixed = {
  1: [3, [1, 2, 4, 8, 9]],
  2: [2, [0, 37, 100, 64]],
  3: [2, [0, 1000000000]],
  4: [4, [5, 6, 7, 8]],
  5: [3, [10, 1, 7, 3, 20, 13]],
  6: [5, [1000000000, 0, 500000000, 250000000, 750000000, 1]],
};
if (fixed[c]) out(...fixed[c]);
else if (c === 7) out(ri(2, 8), shuffle(distinct(25, 0, 100)));
else if (c === 8) out(50, shuffle(distinct(1000, 0, 1000000000)));
else if (c === 9) out(30000, shuffle(distinct(30000, 0, 1000000000)));
else if (c === 10) out(15000, shuffle(distinct(30000, 0, 1000000000)));
else if (c === 11) {
  // maximum n, few hives: the answer is huge (the d = 1, 2, 3, ... search's worst case)
  out(3, shuffle(distinct(N, 0, 1000000000)));
} else if (c === 12) {
  // clustered spots: dense blocks far apart
  const x = [];
  const set = new Set();
  while (set.size < 30000) { const base = ri(0, 9) * 100000000; set.add(base + ri(0, 5000)); }
  out(10, shuffle([...set].concat(x)));
} else if (c === 13) {
  // evenly spaced spots, k = n: the answer is the common gap
  const x = []; for (let i = 0; i < 50000; i++) x.push(i * 20000 + 7);
  out(50000, shuffle(x));
}
