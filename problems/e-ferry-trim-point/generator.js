// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports, so it runs as CommonJS or ESM.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(a) { process.stdout.write(`${a.length}\n${a.join(' ')}\n`); }
function firstBalance(a) {
  let total = 0;
  for (const x of a) total += x;
  let left = 0;
  for (let i = 0; i < a.length; i++) {
    if (2 * left + a[i] === total) return i;
    left += a[i];
  }
  return -1;
}
const B = 1000000000;

const fixed = {
  1: [2, 7, -1, 4, 5, 3],
  2: [1, 2, 3],
  3: [3, -2, 0, 0, 1],
  4: [5], // n = 1: both sides empty
  5: [-B],
  6: [0, 0, 0], // every slot balances: the first one
  7: [0, 3], // the last slot
  8: [B, B, B, 7, B, -B, B, B, B], // sums beyond 32 bits
  9: [-B, -B, 4, B, B, -B, -B, B], // big values, no trim point
};
if (fixed[c]) {
  out(fixed[c]);
} else if (c === 10) {
  // maximum n, all positive, no trim point: the naive scan never stops early
  const n = 150000;
  const a = [];
  for (let i = 0; i < n; i++) a.push(ri(1, 9));
  while (firstBalance(a) !== -1) a[0] += 1;
  out(a);
} else if (c === 11) {
  // maximum n, the only trim point is the stern slot
  const n = 150000;
  const a = [];
  let sum = 0;
  for (let i = 0; i < n - 2; i++) { a.push(ri(-9, 9)); sum += a[i]; }
  a.push(-sum);
  a.push(B);
  out(a);
} else if (c === 12) {
  // wide values, a planted balance: the right side is a shuffle of the left side
  const half = 15000;
  const left = [];
  for (let i = 0; i < half; i++) left.push(ri(-B, B));
  const right = left.slice();
  for (let i = right.length - 1; i > 0; i--) {
    const j = ri(0, i);
    [right[i], right[j]] = [right[j], right[i]];
  }
  out([...left, ri(-B, B), ...right]);
} else if (c === 13) {
  // all zeros: slot 0 already balances
  out(new Array(50000).fill(0));
} else if (c === 14) {
  // medium random small values, often several balance points
  const a = [];
  for (let i = 0; i < 3000; i++) a.push(ri(-2, 2));
  out(a);
} else if (c === 15) {
  // the bow slot balances because everything behind it cancels out
  const a = [ri(-B, B)];
  for (let i = 0; i < 20000; i++) a.push(i % 2 === 0 ? B : -B);
  out(a);
}
