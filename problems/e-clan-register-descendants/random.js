// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to 2 * size + 1 people in a random family tree (bushy, thin or in between)
// whose numbers are shuffled, so parents often have larger numbers than their children.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, 2 * size + 1);
const window = between(1, n);
const label = [0];
for (let i = 1; i < n; i++) label.push(i);
for (let i = n - 1; i > 1; i--) { const j = between(1, i); [label[i], label[j]] = [label[j], label[i]]; }
const parent = new Array(n).fill(-1);
for (let k = 1; k < n; k++) parent[label[k]] = label[between(Math.max(0, k - window), k - 1)];
process.stdout.write(`${n}\n${parent.slice(1).join(' ')}\n`);
