// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 7331) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(w) { process.stdout.write(`${w.length}\n${w.map((r) => r.join(' ')).join('\n')}\n`); }
function table(n, f) { const w = []; for (let i = 0; i < n; i++) { const r = []; for (let j = 0; j < n; j++) r.push(f(i, j)); w.push(r); } return w; }
const fixed = {
  1: [[5, 2, 6], [3, 4, 7], [8, 5, 4]],
  2: [[7]],
  3: [[1, 2], [1, 100]],
  4: [[0, 0], [0, 0]],
};
if (fixed[c]) out(fixed[c]);
else if (c === 5) out(table(4, () => ri(0, 9)));
else if (c === 6) out(table(8, () => ri(0, 1000000)));
else if (c === 7) out(table(15, () => 1000000)); // every rota costs 1.5 * 10^7
else if (c === 8) out(table(15, (i, j) => (i === j ? 0 : ri(1, 1000000)))); // the diagonal is free
else if (c === 9) {
  // greedy trap: every blower loves furnace 0 a little, the last one needs it badly
  out(table(15, (i, j) => (j === 0 ? (i === 14 ? 0 : 1) : (i === 14 ? 1000000 : ri(2, 50)))));
} else if (c === 10) out(table(12, () => ri(0, 3)));
else if (c === 11) out(table(15, () => ri(0, 1000000)));
else if (c === 12) out(table(15, (i, j) => ((i * 7 + j * 11) % 15) * 1000 + ri(0, 999))); // maximum n
else if (c === 13) out(table(14, (i, j) => Math.abs(i - j) * ri(1, 9)));
