class ListNode {
  constructor(val) { this.val = val; this.next = null; }
}

// lists[i] is the head of belt i (null if the belt is empty); every belt is sorted.
// Re-link all nodes into one sorted chain and return its head (null if there are no nodes).
function mergeBelts(lists) {
  // TODO: implement
  return null;
}

const tok = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
let p = 0;
const k = Number(tok[p++]);
const lists = new Array(k).fill(null);
for (let i = 0; i < k; i++) {
  const n = Number(tok[p++]);
  let tail = null;
  for (let j = 0; j < n; j++) {
    const node = new ListNode(Number(tok[p++]));
    if (tail !== null) tail.next = node; else lists[i] = node;
    tail = node;
  }
}
const head = mergeBelts(lists);
if (head === null) process.stdout.write('empty\n');
else {
  const res = [];
  for (let q = head; q !== null; q = q.next) res.push(q.val);
  process.stdout.write(res.join(' ') + '\n');
}
