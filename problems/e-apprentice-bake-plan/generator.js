// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). Seeded xorshift PRNG, no imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 31337) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function shuffled(n) {
  const p = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) { const j = ri(0, i); [p[i], p[j]] = [p[j], p[i]]; }
  return p;
}
function out(n, rules, order) {
  process.stdout.write(`${n} ${rules.length}\n${rules.map((r) => r.join(' ')).join('\n')}\n${order.join(' ')}\n`);
}
// m rules that the order respects: pick two positions a < b (within window w of each other,
// among positions >= lo) and make a rule order[a] -> order[b].
function goodRules(order, m, lo, w) {
  const n = order.length;
  const r = [];
  for (let i = 0; i < m; i++) {
    const a = ri(lo, n - 2);
    const b = ri(a + 1, Math.min(n - 1, a + w));
    r.push([order[a], order[b]]);
  }
  return r;
}
const flip = (r) => [r[1], r[0]];

if (c === 1) out(5, [[3, 0], [0, 4], [2, 4], [3, 1]], [2, 3, 0, 1, 4]);
else if (c === 2) out(4, [[1, 2], [3, 0], [2, 0], [3, 2]], [1, 0, 2, 3]);
else if (c === 3) out(2, [[0, 1]], [0, 1]);
else if (c === 4) out(2, [[0, 1]], [1, 0]);
else if (c === 5) { const o = shuffled(8); const r = goodRules(o, 10, 0, 7); r[9] = flip(r[9]); out(8, r, o); }
else if (c === 6) { const o = shuffled(8); const r = goodRules(o, 12, 0, 7); r[0] = flip(r[0]); r[5] = flip(r[5]); out(8, r, o); }
else if (c === 7) { const o = shuffled(30); out(30, goodRules(o, 60, 0, 29), o); }
else if (c === 8) { const o = shuffled(1000); const r = goodRules(o, 2000, 0, 5); r.push([o[999], o[0]]); out(1000, r, o); }
else if (c === 9) {
  // slow-worst: steps 0..99 come last in the plan and every rule names two of them; the only
  // broken rule is the very last one
  const n = 50000;
  const rest = shuffled(n - 100).map((x) => x + 100);
  const tail = shuffled(100);
  const o = rest.concat(tail);
  const r = goodRules(o, 99999, n - 100, 99);
  const a = ri(n - 100, n - 2);
  r.push([o[a + 1], o[a]]);
  out(n, r, o);
} else if (c === 10) { const n = 100000; const o = shuffled(n); out(n, goodRules(o, 20, 0, n), o); }
else if (c === 11) { const n = 300; const o = shuffled(n); const r = goodRules(o, 5000, 0, 50); r[3777] = flip(r[3777]); out(n, r, o); }
else if (c === 12) { const n = 6; const o = [5, 4, 3, 2, 1, 0]; out(n, [[5, 4], [4, 3], [3, 2], [2, 1], [1, 0], [5, 0], [5, 0]], o); }
else if (c === 13) { const n = 3000; const o = shuffled(n); const r = goodRules(o, 3000, 0, n); for (let i = 1500; i < 3000; i += 7) r[i] = flip(r[i]); out(n, r, o); }
