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

const fixed = {
  1: [5, 0, 3, 0, 0, 8, 2],
  2: [0, 0, 0],
  3: [4, 1, 0, 9],
  4: [0],
  5: [7],
  6: [1, 2, 3, 4, 5],
  7: [0, 0, 0, 6, 6, 1],
  8: [1000000, 0, 1000000, 0, 1],
};
if (fixed[c]) out(fixed[c]);
else if (c >= 9 && c <= 11) {
  // random with various zero densities
  const n = [50, 1000, 20000][c - 9];
  const p = [0.5, 0.1, 0.9][c - 9];
  const v = [];
  for (let i = 0; i < n; i++) v.push(rnd() < p ? 0 : ri(1, 1000000));
  out(v);
} else if (c === 12) {
  // maximum n: first half empty wagons, then loaded ones
  const n = 100000;
  const v = [];
  for (let i = 0; i < n; i++) v.push(i < n / 2 ? 0 : ri(1, 999));
  out(v);
} else if (c === 13) {
  // maximum n, about a third of the wagons empty
  const n = 100000;
  const v = [];
  for (let i = 0; i < n; i++) v.push(rnd() < 0.33 ? 0 : ri(1, 9999));
  out(v);
}
