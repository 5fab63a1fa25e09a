// Random small input: `node random.js <seed> <size>` prints one valid vineyard, the same for the
// same arguments: 1 to size + 3 valves, often a long line, with the numbers shuffled so that
// a valve may hang below a larger number. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, size + 3);
const chain = next() < 0.3;
const p = [-1];
for (let i = 1; i < n; i++) p.push(chain ? i - 1 : between(0, i - 1));
const lab = Array.from({ length: n }, (_, i) => i);
for (let i = n - 1; i > 1; i--) {
  const j = between(1, i);
  [lab[i], lab[j]] = [lab[j], lab[i]];
}
const p2 = new Array(n);
for (let i = 1; i < n; i++) p2[lab[i]] = lab[p[i]];
process.stdout.write(`${n}\n${p2.slice(1).join(' ')}\n`);
