// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
const ri = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
function out(n, roads, queries) {
  process.stdout.write(
    `${n} ${roads.length} ${queries.length}\n${roads.map((r) => `${r.join(' ')}\n`).join('')}${queries.map((x) => `${x.join(' ')}\n`).join('')}`,
  );
}
function randomRoads(n, m, cmax) {
  const roads = [];
  for (let i = 0; i < m; i++) roads.push([ri(0, n - 1), ri(0, n - 1), ri(1, cmax)]);
  return roads;
}
function randomQueries(n, q, hmax) {
  const qs = [];
  for (let i = 0; i < q; i++) qs.push([ri(0, n - 1), ri(0, n - 1), ri(1, hmax)]);
  return qs;
}
const fixed = {
  1: [5, [[0, 1, 40], [1, 2, 25], [2, 3, 60], [0, 3, 30], [3, 4, 10]], [[0, 2, 20], [0, 2, 35], [1, 4, 5], [4, 2, 11]]],
  2: [4, [[0, 1, 7], [2, 3, 9]], [[0, 1, 3], [1, 2, 1], [3, 3, 100]]],
  3: [2, [[0, 0, 5]], [[0, 1, 1], [1, 1, 1000000]]],
  // exactly tall enough: clearance equal to the height is fine
  4: [3, [[0, 1, 50], [1, 2, 50], [0, 2, 49]], [[0, 2, 50], [0, 2, 51], [2, 0, 49]]],
  5: [4, [[0, 1, 5], [0, 1, 9], [1, 2, 9], [2, 3, 1]], [[0, 2, 9], [0, 3, 2], [3, 0, 1], [0, 2, 10]]],
};
if (fixed[c]) out(...fixed[c]);
else if (c === 6) out(20, randomRoads(20, 30, 10), randomQueries(20, 50, 10));
else if (c === 7) out(1000, randomRoads(1000, 1500, 1000000), randomQueries(1000, 2000, 1000000));
else if (c === 8) {
  // a long chain of roads whose clearance drops along the way
  const n = 5000;
  const roads = [];
  for (let v = 1; v < n; v++) roads.push([v - 1, v, 1000000 - v * 150]);
  out(n, roads, randomQueries(n, 2000, 1000000));
} else if (c === 9) {
  // many queries of the same height as some road
  const roads = randomRoads(3000, 6000, 100);
  out(3000, roads, randomQueries(3000, 6000, 100));
} else if (c === 10) {
  // clearances and heights spread out
  out(10000, randomRoads(10000, 8000, 1000000), randomQueries(10000, 8000, 1000000));
} else if (c === 11) {
  // maximum size, every road is tall enough for every truck: one big search per query
  const n = 10000;
  const roads = [];
  for (let v = 1; v < n; v++) roads.push([v - 1, v, ri(500000, 1000000)]);
  while (roads.length < 20000) roads.push([ri(0, n - 1), ri(0, n - 1), ri(500000, 1000000)]);
  const qs = [];
  for (let i = 0; i < 20000; i++) qs.push([ri(0, 9), ri(n - 10, n - 1), ri(1, 500000)]);
  out(n, roads, qs);
} else if (c === 12) {
  // no road at all is tall enough
  out(5000, randomRoads(5000, 2000, 1000), randomQueries(5000, 2000, 1000000).map(([u, v]) => [u, v, ri(1001, 1000000)]));
}
