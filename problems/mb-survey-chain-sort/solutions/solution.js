'use strict';
const data = require('fs').readFileSync(0, 'utf8');

class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

function mergeLists(a, b) {
  const dummy = new ListNode(0);
  let tail = dummy;
  while (a !== null && b !== null) {
    if (b.val < a.val) {
      tail.next = b;
      b = b.next;
    } else {
      tail.next = a;
      a = a.next;
    }
    tail = tail.next;
  }
  tail.next = a !== null ? a : b;
  return dummy.next;
}

// Top-down merge sort: split with slow/fast pointers, sort halves, merge.
function sortChain(head) {
  if (head === null || head.next === null) return head;
  let slow = head;
  let fast = head.next;
  while (fast !== null && fast.next !== null) {
    slow = slow.next;
    fast = fast.next.next;
  }
  const right = slow.next;
  slow.next = null;
  return mergeLists(sortChain(head), sortChain(right));
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
for (let p = sortChain(dummy.next); p !== null; p = p.next) vals.push(p.val);
process.stdout.write(`${vals.length}\n${vals.join(' ')}\n`);
