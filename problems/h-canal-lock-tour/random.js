// Random small input: `node random.js <seed> <size>` prints one valid canal network, the same for the
// same arguments: 1 to size + 3 locks with small values (often all negative),
// the parents shuffled; now and then values near +-10^9. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, size + 3);
const big = next() < 0.15;
const neg = next() < 0.3;
const v = Array.from({ length: n }, () => (big ? (next() < 0.5 ? -1 : 1) * between(999999998, 1000000000) : neg ? between(-5, -1) : between(-3, 3)));
const chain = next() < 0.3;
const p = [-1];
for (let i = 1; i < n; i++) p.push(chain ? i - 1 : between(0, i - 1));
const lab = Array.from({ length: n }, (_, i) => i);
for (let i = n - 1; i > 1; i--) {
  const j = between(1, i);
  [lab[i], lab[j]] = [lab[j], lab[i]];
}
const v2 = new Array(n), p2 = new Array(n);
for (let i = 0; i < n; i++) v2[lab[i]] = v[i];
for (let i = 1; i < n; i++) p2[lab[i]] = lab[p[i]];
process.stdout.write(`${n}\n${v2.join(' ')}\n${p2.slice(1).join(' ')}\n`);
