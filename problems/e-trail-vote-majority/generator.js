// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports, so it runs as CommonJS or ESM.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(v) { process.stdout.write(`${v.length}\n${v.join(' ')}\n`); }
function shuffle(a) {
  for (let i = a.length - 1; i > 0; i--) {
    const j = ri(0, i);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

const fixed = {
  1: [3, 1, 3, 2, 3, 3, 5],
  2: [4, 4, 4, 1, 2, 3],
  3: [17],
  4: [8, 8],
  5: [8, 9],
  6: [1, 2, 3],
  7: [5, 1, 5, 2, 5],
  8: [6, 6, 1, 2, 3, 4, 6, 6, 6],
  9: [7, 7, 7, 1, 2, 3, 7],
};
if (fixed[c]) {
  out(fixed[c]);
} else if (c === 10) {
  // medium: majority of exactly floor(n/2) + 1, shuffled
  const n = 1001;
  const v = [];
  for (let i = 0; i < 501; i++) v.push(1000000);
  for (let i = 501; i < n; i++) v.push(ri(1, 999999));
  out(shuffle(v));
} else if (c === 11) {
  // medium: one value has exactly n / 2 votes (not a majority)
  const n = 2000;
  const v = [];
  for (let i = 0; i < 1000; i++) v.push(42);
  for (let i = 1000; i < n; i++) v.push(ri(43, 1000000));
  out(shuffle(v));
} else if (c === 12) {
  // maximum n, all votes distinct-ish, no majority
  const n = 100000;
  const v = [];
  for (let i = 0; i < n; i++) v.push(ri(1, 1000000));
  out(v);
} else if (c === 13) {
  // maximum n, majority value appears only in the second half
  const n = 100000;
  const v = [];
  for (let i = 0; i < n / 2 - 1; i++) v.push(ri(1, 999998));
  for (let i = n / 2 - 1; i < n; i++) v.push(999999);
  out(v);
} else if (c === 14) {
  // maximum n, all the same value
  const v = [];
  for (let i = 0; i < 100000; i++) v.push(1);
  out(v);
} else if (c === 15) {
  // maximum n, alternating pattern that fools a single Boyer-Moore pass without verification;
  // no majority, so counting every ballot's trail never stops early (short values keep the file
  // small)
  const n = 199999;
  const v = [];
  for (let i = 0; i < n; i++) v.push(i % 2 === 0 ? 50 + (i % 7) : 6);
  out(v);
}
