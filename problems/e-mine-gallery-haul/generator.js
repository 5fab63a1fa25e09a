// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). Seeded xorshift PRNG, no imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 6007) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
// par[i] < i in creation order; labels 1..n-1 shuffled; values follow the labels
function emit(n, par, val, shuffle) {
  const lab = Array.from({ length: n }, (_, i) => i);
  if (shuffle) for (let i = n - 1; i > 1; i--) { const j = ri(1, i); [lab[i], lab[j]] = [lab[j], lab[i]]; }
  const p = new Array(n).fill(0);
  const v = new Array(n).fill(0);
  for (let i = 0; i < n; i++) { v[lab[i]] = val[i]; if (i > 0) p[lab[i]] = lab[par[i]]; }
  process.stdout.write(`${n}\n${v.join(' ')}\n${p.slice(1).join(' ')}\n`);
}
const vals = (n, lo, hi) => Array.from({ length: n }, () => ri(lo, hi));
function randomPar(n, w) { const par = [0]; for (let i = 1; i < n; i++) par.push(ri(Math.max(0, i - w), i - 1)); return par; }

if (c === 1) process.stdout.write('7\n3 -2 5 4 -1 1 -6\n0 0 1 2 2 3\n');
else if (c === 2) process.stdout.write('5\n2 2 6 1 -5\n3 0 0 2\n');
else if (c === 3) process.stdout.write('1\n-7\n\n');
else if (c === 4) process.stdout.write('3\n10 -20 0\n2 0\n'); // a chain 0 - 2 - 1: must go to the dead end
else if (c === 5) { const n = 12; emit(n, randomPar(n, 12), vals(n, -9, 9), true); }
else if (c === 6) { const n = 1000; emit(n, randomPar(n, 1000), vals(n, -1000000000, 1000000000), true); }
else if (c === 7) { const n = 30000; emit(n, randomPar(n, 1), vals(n, 90000, 100000), true); } // deep chain, sum ~3 * 10^9
else if (c === 8) {
  // slow-worst: a shaft of 50000 chambers, then 49999 dead ends hanging at its bottom
  const n = 100000, L = 50000;
  const par = [0];
  for (let i = 1; i < L; i++) par.push(i - 1);
  for (let i = L; i < n; i++) par.push(L - 1 - ri(0, 3));
  emit(n, par, vals(n, -9, 9), true);
} else if (c === 9) { const n = 15000; emit(n, randomPar(n, 15000), vals(n, -1000000000, -1), true); } // all negative
else if (c === 10) { const n = 2000; const par = [0]; for (let i = 1; i < n; i++) par.push(0); emit(n, par, vals(n, -50, 50), true); }
else if (c === 11) { const n = 5000; emit(n, randomPar(n, 3), vals(n, -1000000000, 1000000000), true); }
else if (c === 12) { const n = 6; process.stdout.write(`${n}\n-1000000000 -1000000000 -1000000000 -1000000000 -1000000000 -1000000000\n0 1 2 3 4\n`); }
else if (c === 13) process.stdout.write('5\n-4 -3 -1 -5 -2\n0 0 2 1\n');
