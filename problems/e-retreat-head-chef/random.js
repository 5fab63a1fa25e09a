// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to size + 2 participants; often a planted head chef (everyone trusts them),
// sometimes spoiled by one missing answer or by the chef trusting someone, plus random extra
// answers. No self-trust and no repeated answer. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, size + 2);
const edges = [];
const seen = new Set();
const add = (a, b) => {
  if (a === b || seen.has(a * n + b)) return;
  seen.add(a * n + b);
  edges.push([a, b]);
};
if (next() < 0.6) {
  const chef = between(0, n - 1);
  const skip = next() < 0.45 ? between(0, n - 1) : -1;
  for (let i = 0; i < n; i++) if (i !== chef && i !== skip) add(i, chef);
  if (n > 1 && next() < 0.3) add(chef, between(0, n - 1));
}
const extra = between(0, Math.min(n * (n - 1), 3 * size));
for (let t = 0; t < extra; t++) {
  const a = between(0, n - 1);
  const b = between(0, n - 1);
  add(a, b);
}
for (let i = edges.length - 1; i > 0; i--) {
  const j = between(0, i);
  [edges[i], edges[j]] = [edges[j], edges[i]];
}
process.stdout.write(`${n} ${edges.length}\n${edges.map(([a, b]) => `${a} ${b}\n`).join('')}`);
