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
// a graph on n vertices with `extra` random edges among non-chef people plus everyone -> chef
function withChef(n, chef, extra, dropOne) {
  const seen = new Set();
  const e = [];
  for (let i = 0; i < n; i++) if (i !== chef) e.push([i, chef]);
  if (dropOne) e.splice(ri(0, e.length - 1), 1);
  for (const [a, b] of e) seen.add(a * n + b);
  while (extra > 0) {
    const a = ri(0, n - 1);
    const b = ri(0, n - 1);
    if (a === b || a === chef || b === chef || seen.has(a * n + b)) continue;
    seen.add(a * n + b);
    e.push([a, b]);
    extra--;
  }
  return shuffle(e);
}

const fixed = {
  1: [4, [[0, 2], [1, 2], [3, 2], [0, 1]]],
  2: [3, [[0, 1], [1, 0], [2, 1]]],
  3: [1, []],
  4: [2, []],
  5: [2, [[0, 1]]],
  6: [2, [[0, 1], [1, 0]]],
  7: [5, [[0, 4], [1, 4], [2, 4], [3, 4], [4, 0]]],
  8: [5, [[0, 3], [1, 3], [2, 3], [0, 1], [2, 1], [4, 1]]],
};
if (fixed[c]) out(fixed[c][0], fixed[c][1]);
else if (c === 9) out(200, withChef(200, 137, 500, false));
else if (c === 10) out(200, withChef(200, 61, 500, true));
else if (c === 11) out(3000, withChef(3000, 0, 20000, false));
else if (c === 12) {
  // maximum n and m: everyone trusts person 0, but person 0 trusts person 7 -> no head chef
  const n = 100000;
  const e = [];
  for (let i = 1; i < n; i++) e.push([i, 0]);
  e.push([0, 7]);
  out(n, e);
} else if (c === 13) {
  // maximum n and m: person 3 is the head chef, plus one unrelated edge
  const n = 100000;
  const e = [];
  for (let i = 0; i < n; i++) if (i !== 3) e.push([i, 3]);
  e.push([5, 6]);
  out(n, shuffle(e));
} else if (c === 14) {
  // maximum n, no edges at all
  out(100000, []);
}
