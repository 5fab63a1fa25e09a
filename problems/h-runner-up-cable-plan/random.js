// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to size + 3 islands; the cables usually connect them all (sometimes the
// network is split, or is a plan on its own), with parallel cables and small, often equal, costs;
// now and then costs near 10^6.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, size + 3);
const big = next() < 0.15;
const cost = () => (big ? between(999995, 1000000) : between(1, 8));
const order = Array.from({ length: n }, (_, i) => i);
for (let i = n - 1; i > 0; i--) { const j = between(0, i); [order[i], order[j]] = [order[j], order[i]]; }
const split = next() < 0.15 && n > 1;
const cut = split ? between(1, n - 1) : n;
const cables = [];
for (let i = 1; i < n; i++) {
  if (i === cut) continue;
  const lo = i < cut ? 0 : cut;
  cables.push([order[i], order[between(lo, i - 1)], cost()]);
}
const extra = n > 1 && next() < 0.9 ? between(1, n + 2) : 0;
for (let k = 0; k < extra; k++) {
  const i = between(0, n - 1);
  const j = i < cut ? between(0, cut - 1) : between(cut, n - 1);
  if (j === i) continue;
  cables.push([order[i], order[j], cost()]);
}
for (let i = cables.length - 1; i > 0; i--) { const j = between(0, i); [cables[i], cables[j]] = [cables[j], cables[i]]; }
process.stdout.write(`${n} ${cables.length}\n${cables.map((e) => `${e.join(' ')}\n`).join('')}`);
