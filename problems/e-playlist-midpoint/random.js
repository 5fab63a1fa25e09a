// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Playlists of 1 to 3 * size tracks, odd and even lengths alike; IDs are small and
// repeat, now and then they are the extreme values +-10^9.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

// Every fifth input is one of the shortest lists (1 to 3 tracks).
const n = next() < 0.2 ? between(1, 3) : between(1, 3 * size);
const extreme = next() < 0.15;
const id = () => (extreme && next() < 0.5 ? (next() < 0.5 ? -1000000000 : 1000000000) : between(-3, 9));
const ids = Array.from({ length: n }, id);
process.stdout.write(`${n}\n${ids.join(' ')}\n`);
