// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Short logs of small, often repeated brightness indices (negative too), some
// mostly rising or mostly falling; now and then the extremes +-10^6. No imports, so it runs as
// CommonJS or ESM.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = next() < 0.1 ? between(1, 2) : between(2, 2 * size + 2);
const shape = next();
const b = [];
for (let i = 0; i < n; i++) {
  let x = between(-3, 6);
  if (shape < 0.2) x += Math.floor(i / 2); // mostly rising, with dips
  else if (shape < 0.3) x -= i; // mostly falling
  if (shape >= 0.9 && next() < 0.5) x = next() < 0.5 ? -1000000 : 1000000;
  b.push(x);
}
process.stdout.write(`${n}\n${b.join(' ')}\n`);
