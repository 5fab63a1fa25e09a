const data = require('fs').readFileSync(0, 'utf8');
const tokens = data.split(/\s+/).filter((t) => t.length > 0);
const q = Number(tokens[0]);
let maxNodes = 1;
for (let i = 1; i < tokens.length; i += 2) maxNodes += tokens[i + 1].length;
const child = new Int32Array(26 * maxNodes);
const pass = new Int32Array(maxNodes);
let nodes = 1;
const out = [];
for (let i = 0; i < q; i++) {
  const op = tokens[1 + 2 * i];
  const w = tokens[2 + 2 * i];
  let v = 0;
  if (op === '?') {
    for (let k = 0; k < w.length; k++) {
      v = child[26 * v + w.charCodeAt(k) - 97];
      if (v === 0) break;
    }
    out.push(v === 0 ? 0 : pass[v]);
  } else {
    const d = op === '+' ? 1 : -1;
    for (let k = 0; k < w.length; k++) {
      const idx = 26 * v + w.charCodeAt(k) - 97;
      if (child[idx] === 0) child[idx] = nodes++;
      v = child[idx];
      pass[v] += d;
    }
  }
}
process.stdout.write(out.join('\n') + '\n');
