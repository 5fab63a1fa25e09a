const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = tokens[0];
const m = tokens.slice(1, 1 + n);
function solve() {
  if (n === 1) return 0;
  const N = 2 * n - 1;
  const pre = new Float64Array(N + 1);
  for (let i = 0; i < N; i++) pre[i + 1] = pre[i] + m[i % n];
  // dp[i][j] in a flat array; costs stay below 2^53, so doubles are exact.
  // col[j * N + i] mirrors dp[i][j] so that the inner loop reads both halves sequentially.
  const dp = new Float64Array(N * N);
  const col = new Float64Array(N * N);
  for (let L = 2; L <= n; L++) {
    for (let i = 0; i + L - 1 < N; i++) {
      const j = i + L - 1;
      let best = Infinity;
      const rowBase = i * N;
      const colBase = j * N;
      for (let k = i; k < j; k++) {
        const v = dp[rowBase + k] + col[colBase + k + 1];
        if (v < best) best = v;
      }
      const val = best + pre[j + 1] - pre[i];
      dp[rowBase + j] = val;
      col[colBase + i] = val;
    }
  }
  let answer = Infinity;
  for (let i = 0; i < n; i++) answer = Math.min(answer, dp[i * N + i + n - 1]);
  return answer;
}
console.log(String(solve()));
