// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Mostly nearly-valid manifests with a few broken or unsealed containers.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const OPEN = '([{<';
const CLOSE = ')]}>';
const kinds = between(1, 4);
const len = between(1, 4 * size + 2);
const res = [];
const st = [];
const mode = next();
for (let i = 0; i < len; i++) {
  const r = next();
  if (r < 0.15) res.push('abcz'[between(0, 3)]);
  else if (r < 0.55 || st.length === 0) {
    const k = between(0, kinds - 1); st.push(k); res.push(OPEN[k]);
  } else {
    const k = st.pop();
    res.push(next() < 0.08 ? CLOSE[between(0, kinds - 1)] : CLOSE[k]);
  }
}
if (mode < 0.4) while (st.length) res.push(CLOSE[st.pop()]);
else if (mode < 0.55 && st.length) { st.pop(); }
const text = res.join('');
process.stdout.write(`${text.length}\n${text}\n`);
