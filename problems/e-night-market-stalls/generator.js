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
  1: [5, -2, 9, 4, -1, 8],
  2: [-3, -1, -7],
  3: [6, 7, 1, 6],
  4: [12],
  5: [-12],
  6: [0, 0, 0],
  7: [4, 4],
  8: [2, 9, 2, 2, 9, 2],
  9: [1000000000, 1000000000, 1000000000, 1000000000, 1000000000, 1000000000, 1000000000],
};
if (fixed[c]) out(fixed[c]);
else if (c === 10 || c === 11) {
  const n = c === 10 ? 24 : 30;
  const v = [];
  for (let i = 0; i < n; i++) v.push(ri(-60, 100));
  out(v);
} else if (c === 12) {
  // large values: answer needs 64 bits
  const v = [];
  for (let i = 0; i < 30000; i++) v.push(ri(-1000000000, 1000000000));
  out(v);
} else if (c === 13) {
  // maximum n, mixed signs
  const v = [];
  for (let i = 0; i < 100000; i++) v.push(ri(-9999, 9999));
  out(v);
} else if (c === 14) {
  // maximum n, all negative except a few
  const v = [];
  for (let i = 0; i < 100000; i++) v.push(i % 1000 === 999 ? 99999 : -ri(1, 9999));
  out(v);
}
