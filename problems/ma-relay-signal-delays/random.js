// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Few stations, one-way links with small repeating delays; many links repeat an
// earlier pair with another delay, self-loops and unreachable stations occur, delays of 10^6 now
// and then. No imports, so it runs as CommonJS or ESM.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = next() < 0.1 ? 1 : between(2, size + 3);
const m = between(0, 3 * size);
const extreme = next() < 0.15;
const delay = () => (extreme && next() < 0.6 ? between(999998, 1000000) : between(1, 9));
const edges = [];
for (let i = 0; i < m; i++) {
  if (edges.length > 0 && next() < 0.45) {
    const [u, v] = edges[between(0, edges.length - 1)];
    edges.push([u, v, delay()]);
  } else {
    const u = between(0, n - 1);
    const v = next() < 0.08 ? u : between(0, n - 1);
    edges.push([u, v, delay()]);
  }
}
const s = between(0, n - 1);
const q = between(1, size + 2);
const t = Array.from({ length: q }, () => between(0, n - 1));
const lines = [`${n} ${m}`, ...edges.map((e) => e.join(' ')), `${s} ${q}`, t.join(' ')];
process.stdout.write(`${lines.join('\n')}\n`);
