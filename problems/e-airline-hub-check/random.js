// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Mostly stars and near-stars (a spoke missing, an extra route between spokes, a
// spoke re-attached elsewhere), sometimes trees, random graphs or no routes at all.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(3, 2 * size + 2);
const edges = [];
const seen = new Set();
function add(u, v) {
  if (u === v) return false;
  const key = u < v ? `${u} ${v}` : `${v} ${u}`;
  if (seen.has(key)) return false;
  seen.add(key);
  edges.push(next() < 0.5 ? [u, v] : [v, u]);
  return true;
}
const hub = between(0, n - 1);
const kind = next();
if (kind < 0.6) {
  // a star, sometimes spoiled: spokes dropped, extra routes between spokes, a spoke moved
  const spokes = [];
  for (let v = 0; v < n; v++) if (v !== hub) spokes.push(v);
  const spoil = next();
  let kept = spokes;
  if (spoil < 0.2) kept = spokes.filter(() => next() < 0.7);
  for (const v of kept) add(hub, v);
  if (spoil >= 0.2 && spoil < 0.35) {
    let extra = between(1, 2);
    for (let k = 0; k < 20 && extra > 0; k++) if (add(spokes[between(0, n - 2)], spokes[between(0, n - 2)])) extra--;
  }
  if (spoil >= 0.35 && spoil < 0.45 && kept.length > 1) {
    // detach one spoke from the hub and hang it on another spoke
    const moved = kept[between(0, kept.length - 1)];
    const key = hub < moved ? `${hub} ${moved}` : `${moved} ${hub}`;
    const at = edges.findIndex(([u, v]) => (u < v ? `${u} ${v}` : `${v} ${u}`) === key);
    edges.splice(at, 1);
    seen.delete(key);
    let other = moved;
    while (other === moved || other === hub) other = between(0, n - 1);
    add(moved, other);
  }
} else if (kind < 0.75) {
  // a random tree
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) { const j = between(0, i); [order[i], order[j]] = [order[j], order[i]]; }
  for (let i = 1; i < n; i++) add(order[between(0, i - 1)], order[i]);
} else if (kind < 0.9) {
  // a random graph, possibly with no routes at all
  const m = between(0, Math.min(2 * n, (n * (n - 1)) / 2));
  for (let k = 0; k < m * 3 && edges.length < m; k++) add(between(0, n - 1), between(0, n - 1));
} else {
  // no routes, or a single one
  if (next() < 0.5) add(between(0, n - 1), between(0, n - 1));
}
for (let i = edges.length - 1; i > 0; i--) { const j = between(0, i); [edges[i], edges[j]] = [edges[j], edges[i]]; }
process.stdout.write(`${n} ${edges.length}\n${edges.map((e) => `${e[0]} ${e[1]}\n`).join('')}`);
