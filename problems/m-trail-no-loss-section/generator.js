// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 2203) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(e) { process.stdout.write(`${e.length}\n${e.join(' ')}\n`); }
const N = 120000;
const fixed = {
  1: [60, 20, 45, 10, 30, 25, 5],
  2: [9, 7, 4, 1],
  3: [500],
  4: [3, 3],
  5: [4, 1, 4],
  6: [0, 1000000],
  7: [6, 0, 8, 1, 2, 6, 3, 0],
};
if (fixed[c]) out(fixed[c]);
else if (c === 8) { const e = []; for (let i = 0; i < 60; i++) e.push(ri(0, 12)); out(e); }
else if (c === 9) {
  // falling trend with noise: the widest section is short
  const e = []; for (let i = 0; i < 5000; i++) e.push(Math.min(1000000, Math.max(0, 1000000 - 200 * i + ri(-3000, 3000)))); out(e);
} else if (c === 10) { const e = []; for (let i = 0; i < 40000; i++) e.push(ri(0, 1000000)); out(e); }
else if (c === 11) {
  // maximum n, strictly falling: no section at all (the naive scan's worst case)
  const e = []; for (let i = 0; i < N; i++) e.push(1000000 - 8 * i - ri(0, 7)); out(e);
} else if (c === 12) {
  // falling, except one marker near the end that matches the elevation of an early marker exactly
  const e = []; for (let i = 0; i < 60000; i++) e.push(600000 - 10 * i);
  e[59990] = e[777];
  out(e);
} else if (c === 13) {
  // maximum n, flat trail: the whole trail, n - 1
  out(new Array(N).fill(7));
} else if (c === 14) {
  // falling with small bumps
  const e = []; for (let i = 0; i < 30000; i++) e.push(Math.max(0, 900000 - 30 * i + (i % 7 === 0 ? 100 : 0))); out(e);
}
