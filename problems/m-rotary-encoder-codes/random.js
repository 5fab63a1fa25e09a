// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Small B most of the time (so wrapping turns are common), sometimes B = 60.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503 + 13) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const B = next() < 0.2 ? 60 : between(1, 4);
const top = (1n << BigInt(B)) - 1n;
function value() {
  const r = next();
  if (r < 0.15) return 0n;
  if (r < 0.3) return top;
  if (B <= 4) return BigInt(between(0, Number(top)));
  let v = 0n;
  for (let i = 0; i < 3; i++) v = (v << 20n) | BigInt(between(0, 1048575));
  return v & top;
}
const q = between(1, size + 1);
const rows = [];
for (let i = 0; i < q; i++) {
  const t = between(1, 3);
  rows.push(t === 3 ? `3 ${value()} ${value()}` : `${t} ${value()}`);
}
process.stdout.write(`${B} ${q}\n${rows.join('\n')}\n`);
