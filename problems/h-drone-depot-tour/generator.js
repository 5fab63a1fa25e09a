// Deterministic test generator: node generator.js <case-number> prints the input of that case.
let seed = 0;
function rnd() { seed = (seed + 0x6d2b79f5) | 0; let x = Math.imul(seed ^ (seed >>> 15), 1 | seed); x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x; return ((x ^ (x >>> 14)) >>> 0) / 4294967296; }
function ri(a, b) { return a + Math.floor(rnd() * (b - a + 1)); }
const t = Number(process.argv[2]);
seed = t * 4421 + 9;
function out(m) { process.stdout.write(`${m.length}\n${m.map((r) => r.join(' ')).join('\n')}\n`); }
function matrix(n, f) { return Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 0 : f(i, j)))); }
function randomMatrix(n, lo, hi, missing) { return matrix(n, () => (rnd() < missing ? -1 : ri(lo, hi))); }
// a hidden Hamiltonian cycle of cheap corridors among expensive or missing ones
function hiddenCycle(n, missing) {
  const perm = [0]; const rest = Array.from({ length: n - 1 }, (_, i) => i + 1);
  for (let i = rest.length - 1; i > 0; i--) { const j = ri(0, i); [rest[i], rest[j]] = [rest[j], rest[i]]; }
  perm.push(...rest);
  const m = randomMatrix(n, 500000000, 1000000000, missing);
  for (let i = 0; i < n; i++) m[perm[i]][perm[(i + 1) % n]] = ri(900000000, 1000000000);
  return m;
}
const cases = {
  1: () => out([[0, 7, -1, 3], [4, 0, 6, 2], [2, -1, 0, 9], [-1, 5, 8, 0]]),
  2: () => out([[0, 1, -1], [-1, 0, 1], [-1, -1, 0]]),
  3: () => out([[0]]),
  4: () => out([[0, 1000000000], [1000000000, 0]]),
  5: () => out([[0, -1], [5, 0]]),
  6: () => out(randomMatrix(5, 1, 20, 0)),
  7: () => out(randomMatrix(8, 1, 100, 0.5)),
  8: () => out(randomMatrix(10, 1, 1000000000, 0.2)),
  // maximum size
  9: () => out(randomMatrix(16, 1, 1000000000, 0)),
  10: () => out(hiddenCycle(16, 0.9)),
  11: () => out(matrix(16, () => 1000000000)),
  12: () => out(randomMatrix(16, 1, 1000, 0.3)),
  13: () => out(matrix(16, (i, j) => (j === (i + 1) % 16 ? 1000000000 : -1))),
  14: () => out(matrix(16, (i, j) => (j === 0 ? -1 : ri(1, 10)))),
  15: () => out(hiddenCycle(15, 0.7)),
};
if (!cases[t]) process.exit(1);
cases[t]();
