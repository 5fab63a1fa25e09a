// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to size + 3 huts; the ropes are a random forest in random order, and usually
// one or two extra ropes (a repeated pair, or a rope between huts of one group) are slipped in.
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
const ropes = [];
for (let i = 1; i < n; i++) {
  if (next() < 0.15) continue;
  const j = order[between(0, i - 1)];
  ropes.push(next() < 0.5 ? [order[i], j] : [j, order[i]]);
}
for (let i = ropes.length - 1; i > 0; i--) { const j = between(0, i); [ropes[i], ropes[j]] = [ropes[j], ropes[i]]; }
const extra = n > 1 ? between(0, 2) : 0;
for (let k = 0; k < extra; k++) {
  const u = between(0, n - 1);
  let v = between(0, n - 2);
  if (v >= u) v++;
  ropes.splice(between(0, ropes.length), 0, [u, v]);
}
process.stdout.write(`${n} ${ropes.length}\n${ropes.map((e) => `${e.join(' ')}\n`).join('')}`);
