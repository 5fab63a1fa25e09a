'use strict';
const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
let t = 0;
const q = Number(tokens[t++]);
// Per platform: the times and values of its changes (times grow automatically).
const board = new Map();
const out = [];
for (let i = 1; i <= q; i++) {
  const c = tokens[t++];
  const plat = Number(tokens[t++]);
  const x = Number(tokens[t++]);
  if (c === 's') {
    let h = board.get(plat);
    if (h === undefined) {
      h = { times: [], values: [] };
      board.set(plat, h);
    }
    h.times.push(i);
    h.values.push(x);
  } else {
    const h = board.get(plat);
    let ans = -1;
    if (h !== undefined) {
      let lo = 0;
      let hi = h.times.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (h.times[mid] <= x) lo = mid + 1;
        else hi = mid;
      }
      if (lo > 0) ans = h.values[lo - 1];
    }
    out.push(ans);
  }
}
process.stdout.write(out.join('\n') + '\n');
