// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Vent density varies from none to most of the roof.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const r = between(1, size + 1);
const c = between(1, size + 2);
const p = [0, 0.1, 0.25, 0.5, 0.9][between(0, 4)];
const g = [];
for (let i = 0; i < r; i++) { let t = ''; for (let j = 0; j < c; j++) t += next() < p ? '#' : '.'; g.push(t); }
process.stdout.write(`${r} ${c}\n${g.join('\n')}\n`);
