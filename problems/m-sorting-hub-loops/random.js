// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to size + 3 stations; belts mostly run "downstream" in a hidden order, with a
// few running back (loops), now and then a self-loop or a repeated belt.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, size + 3);
const order = Array.from({ length: n }, (_, i) => i);
for (let i = n - 1; i > 0; i--) { const j = between(0, i); [order[i], order[j]] = [order[j], order[i]]; }
const m = between(0, n + size);
const back = next() * 0.3;
const belts = [];
for (let k = 0; k < m; k++) {
  const r = next();
  if (r < 0.08) { const x = order[between(0, n - 1)]; belts.push([x, x]); continue; }
  if (r < 0.15 && belts.length > 0) { belts.push(belts[between(0, belts.length - 1)].slice()); continue; }
  if (n === 1) continue;
  let a = between(0, n - 1);
  let b = between(0, n - 2);
  if (b >= a) b++;
  if (a > b) [a, b] = [b, a];
  if (next() < back) [a, b] = [b, a];
  belts.push([order[a], order[b]]);
}
process.stdout.write(`${n} ${belts.length}\n${belts.map((e) => `${e.join(' ')}\n`).join('')}`);
