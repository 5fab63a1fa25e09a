'use strict';
const data = require('fs').readFileSync(0, 'utf8');

class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

// Apply k shifts (each moves the tail node to the front) and return the new head
// (null for an empty list). Relink the existing nodes.
function shiftRota(head, k) {
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
const k = Number(tokens[pos++]);
const vals = [];
for (let p = shiftRota(dummy.next, k); p !== null; p = p.next) vals.push(p.val);
process.stdout.write(`${vals.length}\n${vals.join(' ')}\n`);
