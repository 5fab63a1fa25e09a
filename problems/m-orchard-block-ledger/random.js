// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. A small orchard (sometimes one row or one column) with small yields, and now
// and then yields of +-10^9 whose totals need 64 bits; blocks often touch the edges. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const big = next() < 0.5;
// with big yields, at least 2 x 2 trees so that a block can pass 2^31
const r = between(big ? 2 : 1, 2 + Math.floor(size / 2));
const c = between(big ? 2 : 1, 2 + Math.floor(size / 2));
const lines = [`${r} ${c}`];
for (let i = 0; i < r; i++) {
  const row = [];
  for (let j = 0; j < c; j++) row.push(big && next() < 0.8 ? (next() < 0.9 ? 1000000000 : -1000000000) : between(-3, 5));
  lines.push(row.join(' '));
}
const q = between(1, 2 + Math.floor(size / 3));
lines.push(String(q));
for (let t = 0; t < q; t++) {
  if (t === 0 && big) {
    lines.push(`1 1 ${r} ${c}`); // the whole orchard: the largest total
    continue;
  }
  let r1 = between(1, r), r2 = between(1, r), c1 = between(1, c), c2 = between(1, c);
  if (r1 > r2) [r1, r2] = [r2, r1];
  if (c1 > c2) [c1, c2] = [c2, c1];
  lines.push(`${r1} ${c1} ${r2} ${c2}`);
}
process.stdout.write(lines.join('\n') + '\n');
