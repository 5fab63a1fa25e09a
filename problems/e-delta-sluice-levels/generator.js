// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). Seeded xorshift PRNG, no imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 977) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
// par[i] for creation order i (par[i] < i), then labels 1..n-1 shuffled so that a parent may
// carry a larger number than its child.
function relabel(n, par, shuffle) {
  const lab = Array.from({ length: n }, (_, i) => i);
  if (shuffle) for (let i = n - 1; i > 1; i--) { const j = ri(1, i); [lab[i], lab[j]] = [lab[j], lab[i]]; }
  const p = new Array(n).fill(0);
  for (let i = 1; i < n; i++) p[lab[i]] = lab[par[i]];
  return p.slice(1);
}
function out(n, p, ks) {
  process.stdout.write(`${n}\n${p.join(' ')}\n${ks.length}\n${ks.join(' ')}\n`);
}
function build(n, mode, shuffle) {
  const par = [0];
  for (let i = 1; i < n; i++) {
    if (mode === 'chain') par.push(i - 1);
    else if (mode === 'star') par.push(0);
    else if (mode === 'binary') par.push((i - 1) >> 1);
    else if (mode === 'window') par.push(ri(Math.max(0, i - 3000), i - 1));
    else if (mode === 'caterpillar') par.push(i % 2 === 1 ? Math.max(0, i - 2) : i - 1);
    else par.push(ri(0, i - 1));
  }
  return relabel(n, par, shuffle);
}
const ks = (q, hi) => Array.from({ length: q }, () => ri(0, hi));

if (c === 1) out(7, [0, 0, 1, 2, 4, 1], [2, 0, 5, 1, 3]);
else if (c === 2) out(1, [], [0, 1, 1000000000]);
else if (c === 3) out(5, [2, 3, 4, 0], [0, 1, 2, 3, 4, 5]); // a chain 0-4-3-2-1
else if (c === 4) out(10, build(10, 'star', true), [0, 1, 2, 1, 1000000000]);
else if (c === 5) { const n = 10; out(n, build(n, 'chain', true), ks(12, 11)); }
else if (c === 6) { const n = 50; out(n, build(n, 'random', true), ks(40, 12)); }
else if (c === 7) { const n = 1000; out(n, build(n, 'random', true), ks(1000, 25)); }
else if (c === 8) { const n = 30000; out(n, build(n, 'chain', true), ks(2000, 30000)); }
else if (c === 9) { const n = 100000; out(n, build(n, 'window', true), ks(40000, 80)); }
else if (c === 10) { const n = 2000; out(n, build(n, 'random', true), ks(500, 1000000000).map((k, i) => (i % 2 ? k : k % 20))); }
else if (c === 11) { const n = 5000; out(n, build(n, 'binary', true), ks(100, 14)); }
else if (c === 12) { const n = 3001; out(n, build(n, 'caterpillar', true), ks(300, 1600)); }
else if (c === 13) { const n = 2; out(n, [0], [1, 0, 2, 1]); }
