// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 1777) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(h) { process.stdout.write(`${h.length}\n${h.join(' ')}\n`); }
const N = 150000;
// a track built from random hills: climb `a` steps then fall `b` steps, sometimes a flat step
function hills(n, maxLen) {
  const h = [ri(0, 1000)];
  while (h.length < n) {
    const a = ri(0, maxLen), b = ri(0, maxLen);
    for (let k = 0; k < a && h.length < n; k++) h.push(Math.min(100000, h[h.length - 1] + ri(1, 3)));
    for (let k = 0; k < b && h.length < n; k++) h.push(Math.max(0, h[h.length - 1] - ri(1, 3)));
    if (rnd() < 0.2 && h.length < n) h.push(h[h.length - 1]);
  }
  return h;
}
const fixed = {
  1: [2, 1, 4, 7, 3, 2, 5],
  2: [5, 5, 5],
  3: [9],
  4: [1, 3],
  5: [1, 3, 2],
  6: [1, 2, 3, 4, 5, 6],
  7: [9, 8, 7, 1],
  8: [1, 2, 2, 1, 3, 4, 1, 0, 5, 0],
};
if (fixed[c]) out(fixed[c]);
else if (c === 9) out(hills(2000, 12));
else if (c === 10) {
  // maximum n, one huge camelback: the naive walk's worst case
  const h = []; const half = N / 2;
  for (let i = 0; i < half; i++) h.push(i + 1);
  for (let i = 0; i < half; i++) h.push(half - 1 - i);
  out(h);
} else if (c === 11) {
  // maximum n, one long climb with no fall at the end, plus small hills before it
  const h = hills(20000, 5); let v = 0;
  while (h.length < N) h.push(v++ % 100000);
  out(h);
} else if (c === 12) out(hills(60000, 300));
else if (c === 13) {
  // long climbs and long falls joined by flat steps: no camelback at all
  const h = []; while (h.length < 40000) { for (let i = 0; i < 500; i++) h.push(i); h.push(499); for (let i = 499; i >= 0; i--) h.push(i); h.push(0); }
  out(h.slice(0, 40000));
} else if (c === 14) {
  // zigzag: many camelbacks of length 3 sharing their ends
  const h = []; for (let i = 0; i < 30000; i++) h.push(i % 2 ? 100000 : 0); out(h);
}
