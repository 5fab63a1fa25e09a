const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const q = Number(lines[0]);
// binary heaps of numbers; a max-heap stores negated values
class Heap {
  constructor(sign) { this.h = []; this.sign = sign; }
  get size() { return this.h.length; }
  top() { return this.h[0] * this.sign; }
  push(v) {
    const h = this.h;
    h.push(v * this.sign);
    let i = h.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (h[p] <= h[i]) break;
      const t = h[p]; h[p] = h[i]; h[i] = t;
      i = p;
    }
  }
  pop() {
    const h = this.h;
    const last = h.pop();
    const n = h.length;
    if (n === 0) return;
    h[0] = last;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < n && h[l] < h[m]) m = l;
      if (r < n && h[r] < h[m]) m = r;
      if (m === i) break;
      const t = h[m]; h[m] = h[i]; h[i] = t;
      i = m;
    }
  }
}
const low = new Heap(-1);
const high = new Heap(1);
const pending = new Map();
let nLow = 0;
let nHigh = 0;
function clean(hp) {
  while (hp.size > 0) {
    const t = hp.top();
    const c = pending.get(t);
    if (!c) break;
    if (c === 1) pending.delete(t); else pending.set(t, c - 1);
    hp.pop();
  }
}
function rebalance() {
  clean(low);
  clean(high);
  if (nLow > nHigh + 1) {
    high.push(low.top()); low.pop();
    nLow--; nHigh++;
    clean(low);
  } else if (nHigh > nLow) {
    low.push(high.top()); high.pop();
    nHigh--; nLow++;
    clean(high);
  }
}
const out = [];
for (let i = 1; i <= q; i++) {
  const line = lines[i];
  const c = line[0];
  if (c === '?') {
    out.push(nLow + nHigh === 0 ? 'EMPTY' : String(low.top()));
    continue;
  }
  const x = Number(line.slice(2));
  if (c === '+') {
    if (nLow === 0 || x <= low.top()) { low.push(x); nLow++; } else { high.push(x); nHigh++; }
  } else {
    pending.set(x, (pending.get(x) || 0) + 1);
    if (x <= low.top()) nLow--; else nHigh--;
  }
  rebalance();
}
process.stdout.write(out.join('\n') + '\n');
