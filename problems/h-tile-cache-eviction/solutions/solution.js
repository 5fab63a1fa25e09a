const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const [c, q] = lines[0].trim().split(/\s+/).map(Number);

class Node {
  constructor(key, val) { this.key = key; this.val = val; this.prev = null; this.next = null; }
}
const head = new Node(0, 0), tail = new Node(0, 0);
head.next = tail;
tail.prev = head;
function unlink(x) { x.prev.next = x.next; x.next.prev = x.prev; }
function pushFront(x) { x.next = head.next; x.prev = head; head.next.prev = x; head.next = x; }

const where = new Map();
const out = [];
for (let i = 1; i <= q; i++) {
  const parts = lines[i].trim().split(/\s+/);
  const key = Number(parts[1]);
  if (parts[0] === 'get') {
    const x = where.get(key);
    if (x === undefined) { out.push(-1); continue; }
    unlink(x);
    pushFront(x);
    out.push(x.val);
  } else {
    const val = Number(parts[2]);
    let x = where.get(key);
    if (x !== undefined) {
      x.val = val;
      unlink(x);
      pushFront(x);
      continue;
    }
    if (where.size === c) {
      const lru = tail.prev;
      unlink(lru);
      where.delete(lru.key);
    }
    x = new Node(key, val);
    pushFront(x);
    where.set(key, x);
  }
}
process.stdout.write(out.join('\n') + '\n');
