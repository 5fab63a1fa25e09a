'use strict';
const data = require('fs').readFileSync(0, 'utf8');

class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

// Cut the list after node n - r and put the last r nodes in front.
function shiftRota(head, k) {
  if (head === null) return null;
  let n = 1;
  let tail = head;
  while (tail.next !== null) { tail = tail.next; n++; }
  const r = k % n;
  if (r === 0) return head;
  let newTail = head;
  for (let i = 1; i < n - r; i++) newTail = newTail.next;
  const newHead = newTail.next;
  newTail.next = null;
  tail.next = head;
  return newHead;
}

const tokens = data.split(/\s+/).filter((s) => s.length > 0);
let pos = 0;
const n = Number(tokens[pos++]);
const dummy = new ListNode(0);
let tail = dummy;
for (let i = 0; i < n; i++) {
  tail.next = new ListNode(Number(tokens[pos++]));
  tail = tail.next;
}
const k = Number(tokens[pos++]);
const vals = [];
for (let p = shiftRota(dummy.next, k); p !== null; p = p.next) vals.push(p.val);
process.stdout.write(`${vals.length}\n${vals.join(' ')}\n`);
