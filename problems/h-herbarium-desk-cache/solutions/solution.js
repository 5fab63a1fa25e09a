const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/);
let t = 0;
const c = Number(tokens[t++]);
const q = Number(tokens[t++]);
// Every cached sheet owns a node; nodes of the same count form a doubly linked list, oldest use at
// the head. Node ids are reused through a free list.
const slotOf = new Map(); // key -> node
const keyOf = new Float64Array(q + 1);
const valueOf = new Float64Array(q + 1);
const countOf = new Int32Array(q + 1);
const prev = new Int32Array(q + 1).fill(-1);
const next = new Int32Array(q + 1).fill(-1);
const head = new Map(); // count -> first node
const tail = new Map(); // count -> last node
const free = [];
let nodes = 0;
let minCount = 0;
function unlink(v) {
  const f = countOf[v];
  const p = prev[v];
  const n = next[v];
  if (p >= 0) next[p] = n; else if (n >= 0) head.set(f, n); else head.delete(f);
  if (n >= 0) prev[n] = p; else if (p >= 0) tail.set(f, p); else tail.delete(f);
  prev[v] = -1;
  next[v] = -1;
}
function append(v) {
  const f = countOf[v];
  const last = tail.get(f);
  if (last === undefined) { head.set(f, v); tail.set(f, v); return; }
  next[last] = v;
  prev[v] = last;
  tail.set(f, v);
}
function use(v) {
  const f = countOf[v];
  unlink(v);
  if (minCount === f && !head.has(f)) minCount = f + 1;
  countOf[v] = f + 1;
  append(v);
}
const out = [];
for (let i = 0; i < q; i++) {
  const op = tokens[t++];
  const key = Number(tokens[t++]);
  const v = slotOf.get(key);
  if (op === 'get') {
    if (v === undefined) out.push(-1);
    else { use(v); out.push(valueOf[v]); }
    continue;
  }
  const val = Number(tokens[t++]);
  if (v !== undefined) {
    valueOf[v] = val;
    use(v);
    continue;
  }
  if (slotOf.size === c) {
    const victim = head.get(minCount);
    unlink(victim);
    slotOf.delete(keyOf[victim]);
    free.push(victim);
  }
  const w = free.length > 0 ? free.pop() : nodes++;
  keyOf[w] = key;
  valueOf[w] = val;
  countOf[w] = 1;
  slotOf.set(key, w);
  append(w);
  minCount = 1;
}
process.stdout.write(out.join('\n') + '\n');
