// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to size + 3 dishes; trenches form a connected network or two separate
// groups, with parallel trenches, self-loops and small equal costs; now and then costs of 10^6.
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
const cost = () => (big ? between(999998, 1000000) : between(1, 5));
const order = Array.from({ length: n }, (_, i) => i);
for (let i = n - 1; i > 0; i--) { const j = between(0, i); [order[i], order[j]] = [order[j], order[i]]; }
// groups: one (connected) or two (vertices order[0..cut-1] and order[cut..n-1]), or loose edges
const kind = next();
const cut = kind < 0.5 || n === 1 ? n : between(1, n - 1);
const edges = [];
if (kind < 0.85) {
  for (let i = 1; i < n; i++) {
    if (i === cut) continue;
    const lo = i < cut ? 0 : cut;
    edges.push([order[i], order[between(lo, i - 1)], cost()]);
  }
}
const extra = between(0, n + 1);
for (let k = 0; k < extra; k++) {
  const r = next();
  if (r < 0.15) { const v = between(0, n - 1); edges.push([v, v, cost()]); continue; }
  if (r < 0.35 && edges.length > 0) { const e = edges[between(0, edges.length - 1)]; edges.push([e[1], e[0], cost()]); continue; }
  const i = between(0, n - 1);
  const j = kind < 0.85 ? (i < cut ? between(0, cut - 1) : between(cut, n - 1)) : between(0, n - 1);
  edges.push([order[i], order[j], cost()]);
}
for (let i = edges.length - 1; i > 0; i--) { const j = between(0, i); [edges[i], edges[j]] = [edges[j], edges[i]]; }
process.stdout.write(`${n} ${edges.length}\n${edges.map((e) => `${e.join(' ')}\n`).join('')}`);
