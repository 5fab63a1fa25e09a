// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to size + 3 stops; the lines form one connected network or two separate
// groups, with parallel lines, heritage lines that close cycles and small equal costs; now and
// then costs near 10^6.
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
const cost = () => (big ? between(999997, 1000000) : between(1, 6));
const heritage = () => (next() < 0.35 ? 1 : 0);
const order = Array.from({ length: n }, (_, i) => i);
for (let i = n - 1; i > 0; i--) { const j = between(0, i); [order[i], order[j]] = [order[j], order[i]]; }
const split = next() < 0.25 && n > 1;
const cut = split ? between(1, n - 1) : n;
const lines = [];
for (let i = 1; i < n; i++) {
  if (i === cut) continue;
  const lo = i < cut ? 0 : cut;
  lines.push([order[i], order[between(lo, i - 1)], cost(), heritage()]);
}
const extra = n > 1 ? between(0, n + 2) : 0;
for (let k = 0; k < extra; k++) {
  const i = between(0, n - 1);
  let j = i < cut ? between(0, cut - 1) : between(cut, n - 1);
  if (j === i) continue;
  lines.push([order[i], order[j], cost(), heritage()]);
}
for (let i = lines.length - 1; i > 0; i--) { const j = between(0, i); [lines[i], lines[j]] = [lines[j], lines[i]]; }
process.stdout.write(`${n} ${lines.length}\n${lines.map((e) => `${e.join(' ')}\n`).join('')}`);
