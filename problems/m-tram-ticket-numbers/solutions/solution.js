const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);
// answers reach 9^18 > 2^53: BigInt throughout
const pw = [1n];
for (let i = 1; i < 20; i++) pw.push(pw[i - 1] * 9n);

// number of clear integers in [1, N], N a BigInt
function countClear(N) {
  if (N <= 0n) return 0n;
  const D = N.toString();
  const m = D.length;
  let total = 0n;
  for (let k = 1; k < m; k++) total += pw[k]; // shorter numbers
  let clear = true;
  for (let i = 0; i < m; i++) {
    const cur = D.charCodeAt(i) - 48;
    const prev = i > 0 ? D.charCodeAt(i - 1) - 48 : -1;
    let ways = 0;
    for (let d = i === 0 ? 1 : 0; d < cur; d++) if (d !== prev) ways++;
    total += BigInt(ways) * pw[m - 1 - i];
    if (cur === prev) { clear = false; break; } // N's prefix is not clear
  }
  if (clear) total += 1n; // N itself
  return total;
}

const q = Number(data[0]);
const out = [];
for (let i = 0; i < q; i++) {
  const L = BigInt(data[1 + 2 * i]);
  const R = BigInt(data[2 + 2 * i]);
  out.push(String(countClear(R) - countClear(L - 1n)));
}
process.stdout.write(out.join('\n') + '\n');
