class ListNode {
  constructor(val) { this.val = val; this.next = null; }
}

function mergeTwo(a, b) {
  const dummy = new ListNode(0);
  let tail = dummy;
  while (a !== null && b !== null) {
    if (a.val <= b.val) { tail.next = a; a = a.next; } else { tail.next = b; b = b.next; }
    tail = tail.next;
  }
  tail.next = a !== null ? a : b;
  return dummy.next;
}

function mergeBelts(lists) {
  const k = lists.length;
  if (k === 0) return null;
  for (let step = 1; step < k; step *= 2) {
    for (let i = 0; i + step < k; i += 2 * step) lists[i] = mergeTwo(lists[i], lists[i + step]);
  }
  return lists[0];
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
