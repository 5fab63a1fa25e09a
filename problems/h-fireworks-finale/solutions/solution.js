const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = data[0];
const v = [1, ...data.slice(1, 1 + n), 1];
const N = n + 2;
const best = Array.from({ length: N }, () => new Float64Array(N));
for (let len = 2; len < N; len++) {
  for (let l = 0; l + len < N; l++) {
    const r = l + len;
    const outer = v[l] * v[r];
    const rowL = best[l];
    let b = 0;
    for (let m = l + 1; m < r; m++) {
      const c = rowL[m] + best[m][r] + outer * v[m];
      if (c > b) b = c;
    }
    rowL[r] = b;
  }
}
console.log(String(best[0][N - 1]));
