'use strict';
const data = require('fs').readFileSync(0, 'utf8');

// Reverse Kahn: a station is safe once every outgoing belt leads to a safe station. Start from the
// bays (no outgoing belt) and peel backwards; what is never peeled can loop forever.
// belts is a flat array [u0, v0, u1, v1, ...]; returns an array of booleans.
function safeStations(n, belts) {
  const m = belts.length / 2;
  const outdeg = new Int32Array(n);
  const start = new Int32Array(n + 1);
  for (let i = 0; i < m; i++) {
    outdeg[belts[2 * i]]++;
    start[belts[2 * i + 1] + 1]++;
  }
  for (let i = 0; i < n; i++) start[i + 1] += start[i];
  const fill = start.slice(0, n);
  const from = new Int32Array(m);
  for (let i = 0; i < m; i++) from[fill[belts[2 * i + 1]]++] = belts[2 * i];
  const safe = new Array(n).fill(false);
  const queue = new Int32Array(n);
  let tail = 0;
  for (let i = 0; i < n; i++) if (outdeg[i] === 0) { safe[i] = true; queue[tail++] = i; }
  for (let h = 0; h < tail; h++) {
    const x = queue[h];
    for (let j = start[x]; j < start[x + 1]; j++) {
      const u = from[j];
      if (--outdeg[u] === 0) { safe[u] = true; queue[tail++] = u; }
    }
  }
  return safe;
}

const t = data.split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = t[0];
const m = t[1];
const belts = t.slice(2, 2 + 2 * m);
process.stdout.write(`${safeStations(n, belts).map((s) => (s ? 'S' : 'L')).join('')}\n`);
