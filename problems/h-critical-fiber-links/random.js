// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. A few components, each a random tree on shuffled labels with some extra cables
// that close cycles, repeat an existing cable or join components; isolated sites and m = 0 occur.
// No imports, so it runs as CommonJS or ESM.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = next() < 0.1 ? between(1, 2) : between(2, 2 * size + 2);
const label = Array.from({ length: n }, (_, i) => i);
for (let i = n - 1; i > 0; i--) {
  const j = between(0, i);
  [label[i], label[j]] = [label[j], label[i]];
}
const edges = [];
// tree edges: vertex i (in shuffled order) hangs from an earlier one, unless it starts a new component
const newComponent = next() * 0.3;
for (let i = 1; i < n; i++) {
  if (next() < newComponent) continue;
  edges.push([label[i], label[between(Math.max(0, i - 3), i - 1)]]);
}
const extra = n >= 2 ? between(0, Math.floor(size / 2) + 1) : 0;
for (let k = 0; k < extra; k++) {
  if (edges.length > 0 && next() < 0.35) {
    const [u, v] = edges[between(0, edges.length - 1)];
    edges.push([v, u]);
  } else {
    const u = between(0, n - 1);
    let v = between(0, n - 2);
    if (v >= u) v++;
    edges.push([u, v]);
  }
}
for (let i = edges.length - 1; i > 0; i--) {
  const j = between(0, i);
  [edges[i], edges[j]] = [edges[j], edges[i]];
}
const lines = [`${n} ${edges.length}`];
for (const [u, v] of edges) lines.push(next() < 0.5 ? `${u} ${v}` : `${v} ${u}`);
process.stdout.write(`${lines.join('\n')}\n`);
