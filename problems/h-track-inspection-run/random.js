// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to size + 2 stations; usually the tracks are the steps of a random walk from
// the depot (open or closed, so a run exists), sometimes a few tracks are added, dropped or
// reversed, or a separate loop is added, so that degrees or reachability fail.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, size + 2);
const steps = between(0, 2 * size + 1);
const closed = next() < 0.5;
const tracks = [];
let cur = 0;
for (let i = 0; i < steps; i++) {
  const nx = closed && i === steps - 1 ? 0 : between(0, n - 1);
  tracks.push([cur, nx]);
  cur = nx;
}
const r = next();
if (r < 0.1 && tracks.length > 0) tracks.splice(between(0, tracks.length - 1), 1);
else if (r < 0.2 && tracks.length > 0) { const i = between(0, tracks.length - 1); tracks[i] = [tracks[i][1], tracks[i][0]]; }
else if (r < 0.3 && n >= 3) { const a = between(1, n - 1); const b = between(1, n - 1); tracks.push([a, b], [b, a]); }
for (let i = tracks.length - 1; i > 0; i--) { const j = between(0, i); [tracks[i], tracks[j]] = [tracks[j], tracks[i]]; }
process.stdout.write(`${n} ${tracks.length}\n${tracks.map((e) => `${e.join(' ')}\n`).join('')}`);
