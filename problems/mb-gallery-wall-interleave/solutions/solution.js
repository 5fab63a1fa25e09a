'use strict';
const data = require('fs').readFileSync(0, 'utf8');

class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

// Split at the middle, reverse the second half, weave the halves together.
function interleave(head) {
  if (head === null || head.next === null) return head;
  let slow = head;
  let fast = head;
  while (fast.next !== null && fast.next.next !== null) {
    slow = slow.next;
    fast = fast.next.next;
  }
  let second = slow.next;
  slow.next = null;
  let prev = null;
  while (second !== null) {
    const nx = second.next;
    second.next = prev;
    prev = second;
    second = nx;
  }
  let a = head;
  let b = prev;
  while (b !== null) {
    const an = a.next;
    const bn = b.next;
    a.next = b;
    b.next = an;
    a = an;
    b = bn;
  }
  return head;
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
for (let p = interleave(dummy.next); p !== null; p = p.next) vals.push(p.val);
process.stdout.write(`${vals.length}\n${vals.join(' ')}\n`);
