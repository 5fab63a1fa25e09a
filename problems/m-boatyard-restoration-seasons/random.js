// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to size + 2 jobs and 2 * size + 1 rules; mostly the rules follow a hidden
// order (so an answer exists) with repeated rules and long and short paths to the same job;
// sometimes a back rule or a self-rule makes it impossible. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, size + 2);
const acyclic = next() < 0.75;
const m = acyclic && n === 1 ? 0 : between(0, 2 * size + 1);
const p = Array.from({ length: n }, (_, i) => i);
for (let i = n - 1; i > 0; i--) {
  const j = between(0, i);
  [p[i], p[j]] = [p[j], p[i]];
}
const edges = [];
while (edges.length < m) {
  if (edges.length > 0 && next() < 0.2) {
    edges.push(edges[between(0, edges.length - 1)].slice());
    continue;
  }
  const i = between(0, n - 1);
  const j = between(0, n - 1);
  if (acyclic) {
    if (i === j) continue;
    edges.push(i < j ? [p[i], p[j]] : [p[j], p[i]]);
  } else edges.push([p[i], p[j]]);
}
process.stdout.write(`${n} ${m}\n${edges.map(([u, v]) => `${u} ${v}\n`).join('')}`);
