// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments: 2 to size + 4 pools, often in long strands (so that climbs of 2, 3, 5 ...
// channels occur) with shuffled numbers, and up to 2 * size + 1 questions, some with u = v or u upstream of v.
// No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(2, size + 4);
const kind = next();
const p = [-1];
for (let i = 1; i < n; i++) {
  if (kind < 0.35) p.push(Math.max(0, i - 2)); // two strands below the spring
  else if (kind < 0.7) p.push(Math.max(0, i - between(1, 3)));
  else p.push(between(0, i - 1));
}
// shuffle labels 1..n-1: a pool may be fed by a larger number
const lab = Array.from({ length: n }, (_, i) => i);
for (let i = n - 1; i > 1; i--) {
  const j = between(1, i);
  [lab[i], lab[j]] = [lab[j], lab[i]];
}
const par = new Array(n);
for (let i = 1; i < n; i++) par[lab[i]] = lab[p[i]];
const q = between(1, 2 * size + 1);
const qs = [];
for (let i = 0; i < q; i++) {
  // built numbers: larger means deeper in the strands, so favour them
  const u = next() < 0.5 ? between(Math.floor(n / 2), n - 1) : between(0, n - 1);
  const v = next() < 0.1 ? u : next() < 0.5 ? between(Math.floor(n / 2), n - 1) : between(0, n - 1);
  qs.push(`${lab[u]} ${lab[v]}\n`);
}
process.stdout.write(`${n} ${q}\n${par.slice(1).join(' ')}\n${qs.join('')}`);
