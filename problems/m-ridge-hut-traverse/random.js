// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments: 1 to size + 3 huts in a random tree (often the longest traverse avoids hut 0),
// small trail lengths that tie, now and then lengths near 10^9. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, size + 3);
const big = next() < 0.2;
const lab = Array.from({ length: n }, (_, i) => i);
for (let i = n - 1; i > 0; i--) {
  const j = between(0, i);
  [lab[i], lab[j]] = [lab[j], lab[i]];
}
const lines = [];
for (let i = 1; i < n; i++) {
  const p = next() < 0.4 ? i - 1 : between(0, i - 1);
  const w = big ? between(999999990, 1000000000) : between(1, 5);
  lines.push(next() < 0.5 ? `${lab[i]} ${lab[p]} ${w}` : `${lab[p]} ${lab[i]} ${w}`);
}
process.stdout.write(`${n}\n${lines.map((l) => `${l}\n`).join('')}`);
