// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Short frames over a tiny alphabet of letters and digits; the reference is
// usually the received frame with a few insertions, deletions and flips (at either end too),
// sometimes an unrelated frame. No imports, so it runs as CommonJS or ESM.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const alphabet = ['ab', 'ab7', 'xyz0', 'k7frame9'][between(0, 3)];
const pick = () => alphabet[between(0, alphabet.length - 1)];
const frame = (len) => Array.from({ length: len }, pick);

const received = frame(between(1, 2 * size + 1));
let reference;
if (next() < 0.25) reference = frame(between(1, 2 * size + 1));
else {
  reference = received.slice();
  const edits = between(1, 1 + (size >> 1));
  for (let k = 0; k < edits; k++) {
    const kind = between(0, 2);
    const at = between(0, reference.length);
    if (kind === 0 || reference.length === 1) reference.splice(at, 0, pick());
    else if (kind === 1) reference.splice(Math.min(at, reference.length - 1), 1);
    else reference[Math.min(at, reference.length - 1)] = pick();
  }
}
process.stdout.write(`${received.join('')}\n${reference.join('')}\n`);
