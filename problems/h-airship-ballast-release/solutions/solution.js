const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
// Totals stay below 4 * 10^13 < 2^53: doubles are exact.
const n = tokens[0];
const L = tokens[1];
const R = tokens[2];
const w = tokens.slice(3, 3 + n);

function totals(ws) {
  let cur = new Float64Array([0]);
  for (const x of ws) {
    const merged = new Float64Array(cur.length * 2);
    let i = 0;
    let j = 0;
    let m = 0;
    while (i < cur.length && j < cur.length) {
      if (cur[i] <= cur[j] + x) merged[m++] = cur[i++];
      else merged[m++] = cur[j++] + x;
    }
    while (i < cur.length) merged[m++] = cur[i++];
    while (j < cur.length) merged[m++] = cur[j++] + x;
    cur = merged;
  }
  return cur;
}

function countAtMost(a, b, X) {
  if (X < 0) return 0;
  let cnt = 0;
  let j = b.length - 1;
  for (let i = 0; i < a.length; i++) {
    while (j >= 0 && a[i] + b[j] > X) j--;
    if (j < 0) break;
    cnt += j + 1;
  }
  return cnt;
}

const h = Math.floor(n / 2);
const A = totals(w.slice(0, h));
const B = totals(w.slice(h));
console.log(String(countAtMost(A, B, R) - countAtMost(A, B, L - 1)));
