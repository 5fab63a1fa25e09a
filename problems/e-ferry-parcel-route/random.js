// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Few islands and a handful of routes (self-loops and repeats included), so
// both YES and NO answers, s = t and isolated islands all turn up. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, 2 * size + 1);
const m = next() < 0.1 ? 0 : between(Math.floor(n / 2), Math.min(25, n + 2));
const lines = [`${n} ${m}`];
for (let i = 0; i < m; i++) {
  const u = between(0, n - 1);
  const v = next() < 0.1 ? u : between(0, n - 1);
  lines.push(`${u} ${v}`);
}
const s = between(0, n - 1);
const t = next() < 0.1 ? s : between(0, n - 1);
lines.push(`${s} ${t}`);
process.stdout.write(`${lines.join('\n')}\n`);
