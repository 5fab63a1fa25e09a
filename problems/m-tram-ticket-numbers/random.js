// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Bounds are small and often contain repeated digits (11, 100, 1130, ...).
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
function num() {
  const alphabet = next() < 0.5 ? '0123456789' : '0112';
  let t = String(between(1, 9));
  const k = between(1, 1 + Math.ceil(size / 2));
  for (let i = 1; i < k; i++) t += alphabet[between(0, alphabet.length - 1)];
  return Number(t);
}
const q = between(1, Math.ceil(size / 2) + 1);
const lines = [];
for (let i = 0; i < q; i++) {
  let a = num();
  let b = next() < 0.3 ? a : num();
  if (a > b) [a, b] = [b, a];
  lines.push(`${a} ${b}`);
}
process.stdout.write(`${q}\n${lines.join('\n')}\n`);
