class ListNode {
  constructor(val) { this.val = val; this.next = null; }
}

// Reverse every complete block of k consecutive nodes in place; an incomplete final block
// keeps its order. Return the new head (null for an empty list).
function reverseBlocks(head, k) {
  // TODO: implement
  return head;
}

const tok = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
const n = Number(tok[0]);
let head = null, tail = null;
for (let i = 0; i < n; i++) {
  const node = new ListNode(Number(tok[1 + i]));
  if (tail !== null) tail.next = node; else head = node;
  tail = node;
}
const k = Number(tok[1 + n]);
head = reverseBlocks(head, k);
if (head === null) process.stdout.write('empty\n');
else {
  const res = [];
  for (let p = head; p !== null; p = p.next) res.push(p.val);
  process.stdout.write(res.join(' ') + '\n');
}
