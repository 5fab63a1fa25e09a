// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports, so it runs as CommonJS or ESM.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(xs) { process.stdout.write(`${xs.length}\n${xs.join(' ')}\n`); }
const MAX = 10n ** 18n;
// a uniform-ish value in [0, 10^18]
function big() {
  const v = BigInt(ri(0, 999999999)) * 1000000000n + BigInt(ri(0, 999999999));
  return v > MAX ? MAX : v;
}
// a value with a random number of digits, so small and huge pallets mix
function anySize() {
  const digits = ri(1, 18);
  let v = BigInt(ri(1, 9));
  for (let i = 1; i < digits; i++) v = v * 10n + BigInt(ri(0, 9));
  return rnd() < 0.02 ? 0n : v;
}
// k^2 - 1, k^2 or k^2 + 2k (the last value with side k) for a large k
function nearSquare() {
  const k = BigInt(ri(100000000, 1000000000));
  const r = rnd();
  if (r < 0.4) return k * k - 1n;
  if (r < 0.7 || k === 1000000000n) return k * k;
  return k * k + 2n * k;
}

const fixed = {
  1: [10n, 16n, 0n, 35n],
  2: [1n, 99n, 1000000n],
  3: [0n], // smallest order
  4: [MAX], // (10^9)^2 exactly
  5: [MAX - 1n], // just below: side 999999999, leftover 1999999998
  6: [2n, 3n, 4n, 5n, 8n, 9n, 15n, 24n, 25n, 26n],
  7: [999999999999999999n, 999999998000000001n, 999999998000000000n, 999999999999999998n,
    4503599761588224n, 4503599761588223n, 9007199254740993n, 9007199136250225n],
};
if (fixed[c]) {
  out(fixed[c]);
} else if (c === 8) {
  // squares and their neighbours near the top of the range
  const xs = [];
  for (let i = 0; i < 5000; i++) xs.push(nearSquare());
  out(xs);
} else if (c === 9) {
  // medium random, uniform over the range
  const xs = [];
  for (let i = 0; i < 1000; i++) xs.push(big());
  out(xs);
} else if (c === 10) {
  // many huge pallets: counting the side upwards needs ~10^9 steps for each
  const xs = [];
  for (let i = 0; i < 2000; i++) xs.push(MAX - BigInt(ri(0, 1000000)));
  out(xs);
} else if (c === 11) {
  // maximum q, values of every length
  const xs = [];
  for (let i = 0; i < 50000; i++) xs.push(anySize());
  out(xs);
} else if (c === 12) {
  // small squares minus one: the leftover is always 2s
  const xs = [];
  for (let i = 0; i < 10000; i++) {
    const k = BigInt(ri(1, 100000));
    xs.push(k * k - 1n);
  }
  out(xs);
} else if (c === 13) {
  // every x from 0 to 3000: all small sides and leftovers
  const xs = [];
  for (let i = 0; i <= 3000; i++) xs.push(BigInt(i));
  out(xs);
}
