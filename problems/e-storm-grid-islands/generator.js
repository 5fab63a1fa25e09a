// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports, so it runs as CommonJS or ESM.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function shuffle(a) {
  for (let i = a.length - 1; i > 0; i--) {
    const j = ri(0, i);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
function out(n, e) {
  const lines = [`${n} ${e.length}`];
  for (const [a, b] of e) lines.push(`${a} ${b}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}
function randEdges(m, n) {
  const e = [];
  for (let i = 0; i < m; i++) e.push([ri(0, n - 1), ri(0, n - 1)]);
  return e;
}

const fixed = {
  1: [7, [[0, 1], [1, 2], [3, 4], [5, 5], [2, 0]]],
  2: [3, []],
  3: [1, []],
  4: [1, [[0, 0], [0, 0]]],
  5: [2, [[0, 1], [1, 0], [0, 1]]],
  6: [6, [[0, 5], [1, 4], [2, 3]]],
  7: [5, [[0, 1], [1, 2], [2, 3], [3, 4], [4, 0]]],
};
if (fixed[c]) out(fixed[c][0], fixed[c][1]);
else if (c === 8) out(50, randEdges(30, 50));
else if (c === 9) out(3000, randEdges(2500, 3000));
else if (c === 10) {
  // maximum n and m: station 0 is linked to every other station (plus one duplicate pair)
  const n = 100000;
  const e = [];
  for (let i = 1; i < n; i++) e.push([0, i]);
  e.push([0, 1]);
  out(n, e);
} else if (c === 11) {
  // maximum n, no lines at all
  out(100000, []);
} else if (c === 12) {
  // large sparse random network
  out(100000, randEdges(40000, 100000));
} else if (c === 13) {
  // several long chains, shuffled
  const n = 30000;
  const e = [];
  for (let i = 0; i + 1 < n; i++) if (i % 7500 !== 7499) e.push([i, i + 1]);
  out(n, shuffle(e));
}
