'use strict';
const data = require('fs').readFileSync(0, 'utf8');

// Kosaraju (iterative): components come out in topological order of the condensation. A component
// is worth the sum of its tokens; the best walk is a longest path in the condensation DAG,
// computed in reverse topological order. lanes is a flat array [u0, v0, u1, v1, ...].
function bestHaul(n, tokens, lanes) {
  const m = lanes.length / 2;
  const csr = (key, val) => {
    const start = new Int32Array(n + 1);
    for (let i = 0; i < m; i++) start[lanes[2 * i + key] + 1]++;
    for (let i = 0; i < n; i++) start[i + 1] += start[i];
    const fill = start.slice(0, n);
    const list = new Int32Array(m);
    for (let i = 0; i < m; i++) list[fill[lanes[2 * i + key]]++] = lanes[2 * i + val];
    return [start, list];
  };
  const [os, ol] = csr(0, 1);
  const [is, il] = csr(1, 0);
  const seen = new Uint8Array(n);
  const order = new Int32Array(n);
  let done = 0;
  const stack = new Int32Array(n);
  const edge = new Int32Array(n);
  for (let s = 0; s < n; s++) {
    if (seen[s]) continue;
    let top = 0;
    stack[top] = s;
    edge[top++] = os[s];
    seen[s] = 1;
    while (top > 0) {
      const x = stack[top - 1];
      if (edge[top - 1] < os[x + 1]) {
        const y = ol[edge[top - 1]++];
        if (!seen[y]) {
          seen[y] = 1;
          stack[top] = y;
          edge[top++] = os[y];
        }
      } else {
        order[done++] = x;
        top--;
      }
    }
  }
  const comp = new Int32Array(n).fill(-1);
  let comps = 0;
  for (let k = n - 1; k >= 0; k--) {
    const s = order[k];
    if (comp[s] >= 0) continue;
    comp[s] = comps;
    let top = 0;
    stack[top++] = s;
    while (top > 0) {
      const x = stack[--top];
      for (let j = is[x]; j < is[x + 1]; j++) {
        const y = il[j];
        if (comp[y] < 0) {
          comp[y] = comps;
          stack[top++] = y;
        }
      }
    }
    comps++;
  }
  const worth = new Float64Array(comps);
  for (let i = 0; i < n; i++) worth[comp[i]] += tokens[i];
  const next = new Float64Array(comps);
  // process plazas grouped by component, highest component number first
  const byComp = Array.from({ length: n }, (_, i) => i).sort((a, b) => comp[b] - comp[a]);
  const best = new Float64Array(comps);
  let k = 0;
  for (let c = comps - 1; c >= 0; c--) {
    while (k < n && comp[byComp[k]] === c) {
      const x = byComp[k++];
      for (let j = os[x]; j < os[x + 1]; j++) {
        const d = comp[ol[j]];
        if (d !== c && best[d] > next[c]) next[c] = best[d];
      }
    }
    best[c] = worth[c] + next[c];
  }
  return best[comp[0]];
}

const t = data.split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = t[0];
const m = t[1];
const tokens = t.slice(2, 2 + n);
const lanes = t.slice(2 + n, 2 + n + 2 * m);
process.stdout.write(`${bestHaul(n, tokens, lanes)}\n`);
