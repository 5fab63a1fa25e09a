class ListNode {
  constructor(val) { this.val = val; this.next = null; }
}

function reverseBlocks(head, k) {
  const dummy = new ListNode(0);
  dummy.next = head;
  let groupPrev = dummy;
  while (true) {
    let kth = groupPrev;
    for (let i = 0; i < k && kth !== null; i++) kth = kth.next;
    if (kth === null) break;
    const first = groupPrev.next;
    const after = kth.next;
    let prev = after, cur = first;
    for (let i = 0; i < k; i++) {
      const nxt = cur.next;
      cur.next = prev;
      prev = cur;
      cur = nxt;
    }
    groupPrev.next = kth;
    groupPrev = first;
  }
  return dummy.next;
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
