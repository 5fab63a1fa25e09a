// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to 3 * size + 2 commands over call signs of 1-3 letters from a..c, so fleets
// (repeated call signs), departures of one boat of a fleet, prefixes equal to whole call signs
// and questions longer than any call sign all turn up. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const letters = between(1, 3);
const word = (maxLen) => {
  let s = '';
  const len = between(1, maxLen);
  for (let i = 0; i < len; i++) s += String.fromCharCode(97 + between(0, letters - 1));
  return s;
};

const q = between(1, 3 * size + 2);
const moored = [];
const cmds = [];
for (let i = 0; i < q; i++) {
  const r = next();
  if (i === q - 1 || r < 0.35) {
    let w;
    if (moored.length > 0 && next() < 0.6) {
      const s = moored[between(0, moored.length - 1)];
      w = s.slice(0, between(1, s.length));
    } else w = word(4);
    cmds.push(`? ${w}`);
  } else if (r < 0.55 && moored.length > 0) {
    const k = between(0, moored.length - 1);
    cmds.push(`- ${moored[k]}`);
    moored.splice(k, 1);
  } else {
    const w = moored.length > 0 && next() < 0.4 ? moored[between(0, moored.length - 1)] : word(3);
    moored.push(w);
    cmds.push(`+ ${w}`);
  }
}
process.stdout.write(`${q}\n${cmds.join('\n')}\n`);
