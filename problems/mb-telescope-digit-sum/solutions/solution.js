'use strict';
const data = require('fs').readFileSync(0, 'utf8');

class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

// Column addition from the ones digit; a dummy head collects the result.
function addTallies(a, b) {
  const dummy = new ListNode(0);
  let tail = dummy;
  let carry = 0;
  while (a !== null || b !== null || carry !== 0) {
    let s = carry;
    if (a !== null) { s += a.val; a = a.next; }
    if (b !== null) { s += b.val; b = b.next; }
    tail.next = new ListNode(s % 10);
    tail = tail.next;
    carry = s >= 10 ? 1 : 0;
  }
  return dummy.next;
}

const tokens = data.split(/\s+/).filter((s) => s.length > 0);
let pos = 0;
function readList() {
  const n = Number(tokens[pos++]);
  const dummy = new ListNode(0);
  let tail = dummy;
  for (let i = 0; i < n; i++) {
    tail.next = new ListNode(Number(tokens[pos++]));
    tail = tail.next;
  }
  return dummy.next;
}

const a = readList();
const b = readList();
const vals = [];
for (let p = addTallies(a, b); p !== null; p = p.next) vals.push(p.val);
process.stdout.write(`${vals.length}\n${vals.join(' ')}\n`);
