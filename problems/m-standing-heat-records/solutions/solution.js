'use strict';
const data = require('fs').readFileSync(0, 'utf8');

class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

function reverseList(head) {
  let prev = null;
  while (head !== null) {
    const nx = head.next;
    head.next = prev;
    prev = head;
    head = nx;
  }
  return prev;
}

// Reverse, drop every node smaller than the running maximum, reverse back.
function keepRecords(head) {
  const rev = reverseList(head);
  if (rev === null) return null;
  let kept = rev;
  let best = rev.val;
  for (let p = rev.next; p !== null; p = p.next) {
    if (p.val >= best) {
      best = p.val;
      kept.next = p;
      kept = p;
    }
  }
  kept.next = null;
  return reverseList(rev);
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
const vals = [];
for (let p = keepRecords(dummy.next); p !== null; p = p.next) vals.push(p.val);
process.stdout.write(`${vals.length}\n${vals.join(' ')}\n`);
