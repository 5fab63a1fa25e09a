// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Tiny signatures (often 0, 1 or repeats) and some 30-bit ones.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503 + 41) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const q = between(1, size + 3);
const big = next() < 0.15;
const value = () => (big && next() < 0.5 ? 1073741823 - between(0, 7) : between(0, 7));
const cmds = [];
for (let i = 0; i < q; i++) cmds.push(next() < 0.5 ? `1 ${value()}` : `2 ${value()}`);
if (!cmds.some((x) => x[0] === '2')) cmds[cmds.length - 1] = `2 ${value()}`;
process.stdout.write(`${q}\n${cmds.join('\n')}\n`);
