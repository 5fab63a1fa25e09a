const data = require('fs').readFileSync(0, 'utf8');
let pos = 0;
function nextInt() {
  while (pos < data.length) {
    const c = data.charCodeAt(pos);
    if (c >= 48 && c <= 57) break;
    pos++;
  }
  let r = 0;
  while (pos < data.length) {
    const c = data.charCodeAt(pos);
    if (c < 48 || c > 57) break;
    r = r * 10 + (c - 48);
    pos++;
  }
  return r;
}
const n = nextInt();
const q = nextInt();
const parent = new Int32Array(n);
const size = new Int32Array(n).fill(1);
for (let i = 0; i < n; i++) parent[i] = i;
function find(x) {
  let r = x;
  while (parent[r] !== r) r = parent[r];
  while (parent[x] !== r) {
    const nx = parent[x];
    parent[x] = r;
    x = nx;
  }
  return r;
}
const first = new Map();
let birds = n;
const out = new Array(q);
for (let i = 0; i < q; i++) {
  const p = nextInt();
  const x = nextInt();
  const r = first.get(x);
  if (r === undefined) {
    first.set(x, p);
  } else {
    let a = find(p);
    let b = find(r);
    if (a !== b) {
      if (size[a] < size[b]) [a, b] = [b, a];
      parent[b] = a;
      size[a] += size[b];
      birds--;
    }
  }
  out[i] = birds;
}
process.stdout.write(`${out.join('\n')}\n`);
