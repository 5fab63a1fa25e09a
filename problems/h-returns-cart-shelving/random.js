// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the same
// arguments. Two to four titles, so ties between equally frequent titles are common.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503 + 37) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const q = between(1, 3 * size + 2);
const titles = next() < 0.15 ? [1, 1000000000, 5] : [1, 2, 3, 4].slice(0, between(2, 4));
const ev = [];
for (let i = 0; i < q - 1; i++) ev.push(next() < 0.6 ? `+ ${titles[between(0, titles.length - 1)]}` : '-');
ev.push('-');
process.stdout.write(`${q}\n${ev.join('\n')}\n`);
