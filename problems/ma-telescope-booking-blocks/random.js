// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to 2 * size + 1 bookings on a short time line: single instants, repeated
// bookings, touching ends, one-unit gaps and long bookings that cover several short ones; now
// and then the time line is moved to the end of the season (10^9).
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, 2 * size + 1);
const span = 3 * size + 6;
const base = next() < 0.15 ? 1000000000 - span : 0;
const bookings = [];
for (let i = 0; i < n; i++) {
  if (i > 0 && next() < 0.1) {
    bookings.push(bookings[between(0, i - 1)]);
    continue;
  }
  const s = between(0, span);
  const len = next() < 0.2 ? between(0, span) : between(0, 3);
  bookings.push([base + s, base + Math.min(span, s + len)]);
}
process.stdout.write(`${n}\n${bookings.map(([s, e]) => `${s} ${e}\n`).join('')}`);
