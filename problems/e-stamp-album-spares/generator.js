// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports, so it runs as CommonJS or ESM.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(m, a) { process.stdout.write(`${a.length} ${m}\n${a.join(' ')}\n`); }
const B = 1000000000;

const fixed = {
  1: [1, [1, 1, 2, 3, 3, 3, 5]],
  2: [2, [1, 3, 3, 5, 5, 5]],
  3: [2, [4, 4, 4, 6, 7, 7]], // a spare early, then kept copies: a[i - m] is stale by then
  4: [1, [-B]], // smallest list
  5: [1, [-B, -7, 0, 3, B]], // all distinct: nothing removed
  6: [3, [8, 8, 8, 8, 8, 8, 8, 8, 8, 8]], // one number only
  7: [6, [2, 2, 2, 5, 5, 5]], // m = n: nothing removed
  8: [2, [-B, -B, -B, -3, -3, 0, 0, 0, 0, 9, B, B, B]],
  9: [1, [1, 1, 1, 2, 2, 2]],
};
if (fixed[c]) {
  out(fixed[c][0], fixed[c][1]);
} else if (c === 10) {
  // maximum n, ten numbers with 40000 copies each, m = 1: erasing spares one by one is O(n^2)
  const n = 400000;
  const a = [];
  for (let i = 0; i < n; i++) a.push(Math.floor(i / 40000));
  out(1, a);
} else if (c === 11) {
  // wide values, runs of length 1..6, m = 3
  const a = [];
  let v = -B;
  while (a.length < 15000) {
    v += ri(1, 60000);
    const run = ri(1, 6);
    for (let j = 0; j < run && a.length < 15000; j++) a.push(v);
  }
  out(3, a);
} else if (c === 12) {
  // small values with long runs, m = 2
  const a = [];
  for (let i = 0; i < 30000; i++) a.push(ri(-500, 500));
  a.sort((x, y) => x - y);
  out(2, a);
} else if (c === 13) {
  // medium random, m = 4, runs around the threshold
  const a = [];
  let v = ri(-100, 0);
  while (a.length < 5000) {
    v += ri(1, 3);
    const run = ri(2, 7);
    for (let j = 0; j < run && a.length < 5000; j++) a.push(v);
  }
  out(4, a);
} else if (c === 14) {
  // runs shorter than m everywhere: nothing is removed
  const a = [];
  for (let i = 0; i < 20000; i++) a.push(Math.floor(i / 3) - 3000);
  out(5, a);
}
