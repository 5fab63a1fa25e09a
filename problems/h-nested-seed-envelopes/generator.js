// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports, so it runs as CommonJS or ESM.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(env) { process.stdout.write(`${env.length}\n${env.map(([w, h]) => `${w} ${h}`).join('\n')}\n`); }
const M = 100000;
function shuffle(a) {
  for (let i = a.length - 1; i > 0; i--) {
    const j = ri(0, i);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

const fixed = {
  1: [[6, 7], [3, 2], [8, 9], [5, 4], [7, 3]],
  2: [[2, 3], [1, 3], [3, 4]],
  13: [[4, 5], [4, 6], [4, 7]], // equal widths never nest
  3: [[1, 1]], // one envelope
  4: [[2, 3], [2, 3], [2, 3]], // duplicates never nest
  5: [[1, 5], [2, 4], [3, 3], [4, 2], [5, 1]], // anti-chain
  6: [[1, 1], [2, 2], [2, 3], [3, 2], [3, 3], [M, M]], // equal widths or heights inside
  7: [[5, 1], [5, 2], [6, 3], [6, 4], [7, 5]],
};
if (fixed[c]) {
  out(fixed[c]);
} else if (c === 8) {
  // medium random, few distinct sizes: many ties
  const e = [];
  for (let i = 0; i < 3000; i++) e.push([ri(1, 60), ri(1, 60)]);
  out(e);
} else if (c === 9) {
  // a perfect staircase, shuffled: the chain uses everything
  const e = [];
  for (let i = 1; i <= 20000; i++) e.push([i * 5, i * 5 - ri(0, 4)]);
  out(shuffle(e));
} else if (c === 10) {
  // maximum n, random sizes: the quadratic DP looks at every pair
  const e = [];
  for (let i = 0; i < 70000; i++) e.push([ri(1, M), ri(1, M)]);
  out(e);
} else if (c === 11) {
  // ten widths only: equal widths everywhere
  const e = [];
  for (let i = 0; i < 20000; i++) e.push([ri(1, 10) * 1000, ri(1, M)]);
  out(e);
} else if (c === 12) {
  // widths and heights that grow together with noise
  const e = [];
  for (let i = 0; i < 30000; i++) {
    const w = ri(1, M);
    e.push([w, Math.min(M, Math.max(1, w + ri(-3000, 3000)))]);
  }
  out(e);
}
