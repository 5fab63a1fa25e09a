// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports, so it runs as CommonJS or ESM.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(n, e, s, t) {
  const lines = [`${n} ${e.length}`];
  for (const [a, b] of e) lines.push(`${a} ${b}`);
  lines.push(`${s} ${t}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}
function randEdges(m, lo, hi) {
  const e = [];
  for (let i = 0; i < m; i++) e.push([ri(lo, hi), ri(lo, hi)]);
  return e;
}

const fixed = {
  1: [6, [[0, 1], [1, 2], [3, 4], [4, 5]], 0, 2],
  2: [5, [[0, 1], [2, 3], [3, 4]], 1, 4],
  3: [3, [], 2, 2],
  4: [2, [], 0, 1],
  5: [2, [[1, 0]], 0, 1],
  6: [4, [[0, 0], [1, 1], [2, 3], [2, 3]], 0, 1],
  7: [4, [[0, 0], [1, 1], [2, 3], [3, 2]], 3, 2],
  8: [1, [], 0, 0],
};
if (fixed[c]) out(...fixed[c]);
else if (c === 9) out(100, randEdges(60, 0, 99), 3, 97);
else if (c === 10) out(2000, randEdges(1500, 0, 1999), 0, 1999);
else if (c === 11) {
  // long path 0 - 1 - ... - (L-1) listed backwards, target at the far end
  const L = 70000;
  const e = [];
  for (let i = L - 2; i >= 0; i--) e.push([i, i + 1]);
  out(L, e, 0, L - 1);
} else if (c === 12) {
  // maximum n and m: dense tangle among the first 1000 islands, query between two of them
  const n = 100000;
  out(n, randEdges(100000, 0, 999), 999, 17);
} else if (c === 13) {
  // large sparse random graph: many components
  const n = 100000;
  out(n, randEdges(20000, 0, n - 1), 12345, 67890);
} else if (c === 14) {
  // two long paths that never meet, listed backwards: NO
  const L = 5000;
  const e = [];
  for (let i = L - 2; i >= 0; i--) {
    e.push([2 * i, 2 * i + 2]);
    e.push([2 * i + 1, 2 * i + 3]);
  }
  out(2 * L, e, 0, 2 * L - 1);
}
