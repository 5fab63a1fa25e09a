const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const s = lines[0].trim();
const n = s.length;
const pi = new Int32Array(n);
for (let i = 1; i < n; i++) {
  let j = pi[i - 1];
  const c = s.charCodeAt(i);
  while (j > 0 && c !== s.charCodeAt(j)) j = pi[j - 1];
  if (c === s.charCodeAt(j)) j++;
  pi[i] = j;
}
const q = Number(lines[1]);
const Ls = lines[2].trim().split(' ');
const out = new Array(q);
for (let k = 0; k < q; k++) {
  const L = Number(Ls[k]);
  out[k] = L - pi[L - 1];
}
process.stdout.write(`${out.join('\n')}\n`);
