// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 977) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(v) { process.stdout.write(`${v.length}\n${v.join(' ')}\n`); }
const fixed = {
  1: [-2, -3, 4, -1, 2, 1, -5, 3],
  2: [-4, -1, -7, -3],
  3: [5],
  4: [-1000000000],
  5: [0, 0, 0],
  6: [3, -3, 3, -3, 3],
};
if (fixed[c]) out(fixed[c]);
else if (c === 7) { const v = []; for (let i = 0; i < 40; i++) v.push(ri(-20, 20)); out(v); }
else if (c === 8) {
  // all values 10^9: the answer 2 * 10^14 needs 64 bits (20000 values: 2 * 10^13)
  const v = []; for (let i = 0; i < 20000; i++) v.push(1000000000); out(v);
} else if (c === 9) {
  // all negative, large magnitudes
  const v = []; for (let i = 0; i < 20000; i++) v.push(ri(-1000000000, -1)); out(v);
} else if (c === 10) {
  // big swings: a huge loss in the middle splits two good halves
  const v = []; for (let i = 0; i < 20000; i++) v.push(ri(-1000000000, 1000000000));
  v[10000] = -1000000000; out(v);
} else if (c === 11) {
  // maximum n, small values with a slight negative drift: no early exit helps the naive search
  const v = []; for (let i = 0; i < 200000; i++) v.push(ri(-9, 8)); out(v);
} else if (c === 12) {
  // maximum n, the best run is the whole log
  const v = []; for (let i = 0; i < 200000; i++) v.push(ri(0, 9)); out(v);
} else if (c === 13) {
  // maximum n, alternating, best run is a single day near the end
  const v = []; for (let i = 0; i < 100000; i++) v.push(i % 2 ? -9 : 5);
  v[99990] = 9; out(v);
}
