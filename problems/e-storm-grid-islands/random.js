// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. A few substations and lines, with repeated lines, self-loops, cycles and
// isolated substations. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, 2 * size + 1);
const m = next() < 0.1 ? 0 : between(Math.ceil(n / 2), Math.min(25, n + 4));
const lines = [`${n} ${m}`];
const edges = [];
for (let i = 0; i < m; i++) {
  let u = between(0, n - 1);
  let v = next() < 0.1 ? u : between(0, n - 1);
  if (edges.length && next() < 0.1) [v, u] = edges[between(0, edges.length - 1)];
  edges.push([u, v]);
  lines.push(`${u} ${v}`);
}
process.stdout.write(`${lines.join('\n')}\n`);
