'use strict';
const data = require('fs').readFileSync(0, 'utf8');

class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

// Distribute nodes into a "below x" chain and an "at least x" chain, then join them.
function splitAround(head, x) {
  const lowDummy = new ListNode(0);
  const highDummy = new ListNode(0);
  let lowTail = lowDummy;
  let highTail = highDummy;
  for (let p = head; p !== null; p = p.next) {
    if (p.val < x) {
      lowTail.next = p;
      lowTail = p;
    } else {
      highTail.next = p;
      highTail = p;
    }
  }
  highTail.next = null;
  lowTail.next = highDummy.next;
  return lowDummy.next;
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
const x = Number(tokens[pos++]);
const vals = [];
for (let p = splitAround(dummy.next, x); p !== null; p = p.next) vals.push(p.val);
process.stdout.write(`${vals.length}\n${vals.join(' ')}\n`);
