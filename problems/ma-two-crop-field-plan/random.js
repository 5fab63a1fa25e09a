// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to size + 3 plots and 2*size + 2 borders; mostly the borders run between two
// hidden sides (so a plan exists), with repeated borders and isolated plots, and sometimes any
// border at all (odd cycles, a plot bordering itself). No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, size + 3);
const side = Array.from({ length: n }, () => between(0, 1));
// with all plots on one side no border fits, so such a plan gets no borders
const twoSided = side.includes(0) && side.includes(1);
const bipartite = next() < 0.75;
const m = bipartite && !twoSided ? 0 : between(0, 2 * size + 2);
const edges = [];
while (edges.length < m) {
  if (edges.length > 0 && next() < 0.15) {
    const [u, v] = edges[between(0, edges.length - 1)];
    edges.push(next() < 0.5 ? [u, v] : [v, u]);
    continue;
  }
  const u = between(0, n - 1);
  const v = between(0, n - 1);
  if (bipartite && side[u] === side[v]) continue;
  edges.push([u, v]);
}
process.stdout.write(`${n} ${m}\n${edges.map(([u, v]) => `${u} ${v}\n`).join('')}`);
