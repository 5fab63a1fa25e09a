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
// star around `hub`, each route written in a random direction
function star(n, hub) {
  const e = [];
  for (let i = 0; i < n; i++) if (i !== hub) e.push(rnd() < 0.5 ? [hub, i] : [i, hub]);
  return e;
}

const fixed = {
  1: [5, [[0, 3], [3, 1], [4, 3], [3, 2]]],
  2: [4, [[0, 1], [0, 2], [0, 3], [2, 3]]],
  3: [4, [[0, 1], [1, 2], [2, 3]]],
  4: [3, [[0, 1], [0, 2]]],
  5: [3, [[0, 1], [1, 2], [2, 0]]],
  6: [3, []],
  7: [3, [[2, 1]]],
  8: [6, [[5, 0], [5, 1], [5, 2], [5, 3], [4, 3]]],
};
if (fixed[c]) out(fixed[c][0], fixed[c][1]);
else if (c === 9) out(300, shuffle(star(300, 123)));
else if (c === 10) {
  // hub has degree n - 1 but there is one extra route between two spokes
  const e = star(1000, 999);
  e.push([10, 20]);
  out(1000, shuffle(e));
} else if (c === 11) out(100000, shuffle(star(100000, 0)));
else if (c === 12) {
  // maximum n: airport 0 misses one spoke, which is attached elsewhere -> not a star
  const n = 100000;
  const e = [];
  for (let i = 1; i < n - 1; i++) e.push([0, i]);
  e.push([n - 1, 5]);
  out(n, e);
} else if (c === 13) {
  // large random tree (n - 1 routes but no hub)
  const n = 30000;
  const e = [];
  for (let i = 1; i < n; i++) e.push([ri(0, i - 1), i]);
  out(n, shuffle(e));
} else if (c === 14) {
  // large star whose hub is the last airport
  out(30000, shuffle(star(30000, 29999)));
}
