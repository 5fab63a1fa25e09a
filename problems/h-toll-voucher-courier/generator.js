// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
const ri = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
const out = (n, k, e) => process.stdout.write(`${n} ${e.length} ${k}\n${e.map(([u, v, w]) => `${u} ${v} ${w}\n`).join('')}`);
// connected graph of "local" roads: every road joins cities at most `span` numbers apart, so a
// route from 0 to n - 1 needs many roads and the vouchers cannot cover all of them
function graph(n, m, wlo, whi, span) {
  const e = [];
  for (let v = 1; v < n; v++) e.push([Math.max(0, v - ri(1, span)), v, ri(wlo, whi)]);
  while (e.length < m) {
    const u = ri(0, n - 1);
    const v = Math.min(n - 1, u + ri(0, span));
    e.push(rnd() < 0.5 ? [u, v, ri(wlo, whi)] : [v, u, ri(wlo, whi)]);
  }
  for (let i = e.length - 1; i > 0; i--) {
    const j = ri(0, i);
    [e[i], e[j]] = [e[j], e[i]];
  }
  return e;
}
const fixed = {
  1: [5, 1, [[0, 1, 4], [1, 4, 10], [0, 2, 3], [2, 3, 3], [3, 4, 3]]],
  2: [4, 0, [[0, 1, 5], [2, 3, 1]]],
  3: [2, 0, [[0, 1, 1000000000]]],
  4: [2, 3, [[0, 1, 7], [0, 1, 2]]],
  // the cheapest plain route is not the best one to use vouchers on
  5: [4, 1, [[0, 1, 6], [1, 3, 6], [0, 2, 1], [2, 3, 100]]],
  6: [6, 2, [[0, 1, 1], [1, 2, 1], [2, 5, 1], [0, 3, 50], [3, 4, 50], [4, 5, 1]]],
  7: [3, 1, [[0, 0, 5], [1, 1, 3], [0, 1, 9], [1, 2, 9]]],
};
if (fixed[c]) out(...fixed[c]);
else if (c === 8) out(30, 2, graph(30, 60, 1, 20, 4));
else if (c === 9) out(500, 4, graph(500, 1500, 1, 1000000000, 10));
else if (c === 10) {
  // a long path of cheap roads versus a few very expensive shortcuts
  const n = 10000;
  const e = [];
  for (let v = 1; v < n; v++) e.push([v - 1, v, ri(1, 100)]);
  for (let t = 0; t < 2000; t++) {
    const u = ri(0, n - 2);
    e.push([u, Math.min(n - 1, u + ri(50, 2000)), ri(100000000, 1000000000)]);
  }
  out(n, 10, e);
} else if (c === 11) out(10000, 10, graph(10000, 30000, 1, 1000000, 25)); // maximum size
else if (c === 12) out(5000, 10, graph(5000, 15000, 1, 999, 25)); // small tolls
else if (c === 13) out(3000, 0, graph(3000, 8000, 1, 1000000000, 20)); // no vouchers
else if (c === 14) {
  // two components: the last city is unreachable
  const e = graph(2000, 6000, 1, 1000, 20);
  for (let t = 0; t < 100; t++) e.push([ri(2000, 3998), ri(2000, 3999), ri(1, 1000)]);
  out(4000, 5, e);
} else if (c === 15) out(3000, 10, graph(3000, 4000, 999000000, 1000000000, 10)); // totals need 64 bits
