// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to size + 3 plazas with 0 to 9 tokens; lanes mostly run forward in a hidden
// order with plaza 0 first, some run back and close loops; self-loops and repeats now and then.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, size + 3);
const order = Array.from({ length: n }, (_, i) => i);
for (let i = n - 1; i > 1; i--) { const j = between(1, i); [order[i], order[j]] = [order[j], order[i]]; }
const tokens = Array.from({ length: n }, () => between(0, 9));
const m = between(0, n + size);
const back = next() * 0.35;
const lanes = [];
for (let k = 0; k < m; k++) {
  if (n === 1 || next() < 0.06) { const x = between(0, n - 1); lanes.push([x, x]); continue; }
  const a = between(0, n - 2);
  const b = between(a + 1, n - 1);
  lanes.push(next() < back ? [order[b], order[a]] : [order[a], order[b]]);
}
process.stdout.write(`${n} ${lanes.length}\n${tokens.join(' ')}\n${lanes.map((e) => `${e.join(' ')}\n`).join('')}`);
