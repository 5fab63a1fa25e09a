// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. A few intersections with random one-way streets (self-loops and repeated
// streets included), sometimes with a planted loop, so districts of several sizes turn up.
// No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, 2 * size + 1);
const edges = [];
if (n >= 2 && next() < 0.25) {
  // a planted loop through a few intersections
  const len = between(2, Math.min(n, 5));
  const loop = [];
  while (loop.length < len) {
    const v = between(0, n - 1);
    if (!loop.includes(v)) loop.push(v);
  }
  for (let i = 0; i < len; i++) edges.push([loop[i], loop[(i + 1) % len]]);
}
const extra = next() < 0.1 ? 0 : between(Math.min(n, 28 - edges.length), Math.min(28 - edges.length, 2 * n));
for (let i = 0; i < extra; i++) {
  let u = between(0, n - 1);
  let v = next() < 0.08 ? u : between(0, n - 1);
  // mostly "downhill" streets (smaller to larger number), so the districts form a chain of
  // several groups instead of one big loop
  if (u > v && next() < 0.9) [u, v] = [v, u];
  edges.push([u, v]);
  if (next() < 0.05) edges.push([u, v]);
}
for (let i = edges.length - 1; i > 0; i--) {
  const j = between(0, i);
  [edges[i], edges[j]] = [edges[j], edges[i]];
}
process.stdout.write(`${n} ${edges.length}\n${edges.map((e) => `${e[0]} ${e[1]}\n`).join('')}`);
