// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Few distinct values, so equal bids, withdrawals of duplicates and an empty board
// are frequent. Withdrawals always name a standing bid.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const q = between(1, 3 * size + 2);
const spread = between(1, 5);
const big = next() < 0.1;
const value = () => (big ? (next() < 0.5 ? -1000000000 : 1000000000) : between(-spread, spread));
const standing = [];
const ev = [];
for (let i = 0; i < q - 1; i++) {
  const r = next();
  if (r < 0.45) { const x = value(); standing.push(x); ev.push(`+ ${x}`); }
  else if (r < 0.75 && standing.length > 0) {
    const j = between(0, standing.length - 1);
    const x = standing[j]; standing[j] = standing[standing.length - 1]; standing.pop();
    ev.push(`- ${x}`);
  } else ev.push('?');
}
ev.push('?');
process.stdout.write(`${q}\n${ev.join('\n')}\n`);
