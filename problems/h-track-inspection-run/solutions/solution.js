'use strict';
const data = require('fs').readFileSync(0, 'utf8');

// Check the degree conditions for a trail that starts at depot 0, then run Hierholzer's algorithm
// taking the smallest unused track first; the finished stations, reversed, are the
// lexicographically smallest trail. Returns null when there is no run.
// tracks is a flat array [u0, v0, u1, v1, ...].
function inspectionRun(n, tracks) {
  const m = tracks.length / 2;
  const outdeg = new Int32Array(n);
  const indeg = new Int32Array(n);
  for (let i = 0; i < m; i++) {
    outdeg[tracks[2 * i]]++;
    indeg[tracks[2 * i + 1]]++;
  }
  let ends = 0;
  for (let x = 0; x < n; x++) {
    const diff = outdeg[x] - indeg[x];
    if (x === 0) {
      if (diff !== 0 && diff !== 1) return null;
    } else if (diff === -1) ends++;
    else if (diff !== 0) return null;
  }
  if (outdeg[0] - indeg[0] !== ends) return null;
  // CSR adjacency, each station's targets sorted ascending; next[x] is the first unused one
  const start = new Int32Array(n + 1);
  for (let x = 0; x < n; x++) start[x + 1] = start[x] + outdeg[x];
  const fill = start.slice(0, n);
  const to = new Int32Array(m);
  for (let i = 0; i < m; i++) to[fill[tracks[2 * i]]++] = tracks[2 * i + 1];
  for (let x = 0; x < n; x++) to.subarray(start[x], start[x + 1]).sort();
  const next = start.slice(0, n);
  const path = [];
  const stack = new Int32Array(m + 1);
  let top = 0;
  stack[top++] = 0;
  while (top > 0) {
    const x = stack[top - 1];
    if (next[x] < start[x + 1]) stack[top++] = to[next[x]++];
    else {
      path.push(x);
      top--;
    }
  }
  if (path.length !== m + 1) return null;
  return path.reverse();
}

const t = data.split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = t[0];
const m = t[1];
const run = inspectionRun(n, t.slice(2, 2 + 2 * m));
process.stdout.write(run === null ? '-1\n' : `${run.join(' ')}\n`);
