// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. T is often exactly some pot's total, so "at least" matters.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, size + 3);
const q = between(1, size + 1);
const rounds = [];
const w = new Array(n + 1).fill(0);
for (let k = 0; k < q; k++) {
  const l = between(1, n);
  const r = between(l, n);
  const v = next() < 0.1 ? 10000 : between(1, 5);
  rounds.push(`${l} ${r} ${v}`);
  for (let i = l; i <= r; i++) w[i] += v;
}
const T = next() < 0.7 ? Math.max(1, w[between(1, n)]) : between(1, 12);
process.stdout.write(`${n} ${q} ${T}\n${rounds.join('\n')}\n`);
