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
  1: [1, 2, 3, 5],
  2: [0, 10, 50],
  3: [0],
  4: [1],
  5: [2],
  6: [44, 45, 46, 90],
  7: [1000000],
};
if (fixed[c]) out(fixed[c]);
else if (c === 8) {
  const v = [];
  for (let i = 0; i <= 100; i++) v.push(i);
  out(v);
} else if (c === 9) {
  const v = [];
  for (let i = 0; i < 1000; i++) v.push(ri(0, 1000));
  out(v);
} else if (c === 10) {
  // maximum t, all queries large
  const v = [];
  for (let i = 0; i < 10000; i++) v.push(ri(900000, 1000000));
  out(v);
} else if (c === 11) {
  // maximum t, mixed sizes, repeated queries
  const v = [];
  for (let i = 0; i < 10000; i++) v.push(rnd() < 0.5 ? ri(0, 100) : ri(0, 1000000));
  out(v);
} else if (c === 12) {
  // maximum t, the same (largest) query every time
  out(new Array(10000).fill(1000000));
}
