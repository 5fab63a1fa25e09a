'use strict';
const data = require('fs').readFileSync(0, 'utf8');

class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

// Remove every node that has a strictly larger value somewhere after it; keep the order.
// Return the head of the remaining list (null when it is empty).
function keepRecords(head) {
  // TODO: write your solution here
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
for (let p = keepRecords(dummy.next); p !== null; p = p.next) vals.push(p.val);
process.stdout.write(`${vals.length}\n${vals.join(' ')}\n`);
