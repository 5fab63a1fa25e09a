'use strict';
const data = require('fs').readFileSync(0, 'utf8');

class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

// Return the head of a new chain holding the digits of a + b, ones digit first.
function addTallies(a, b) {
  // TODO: walk both chains together and build the sum chain
  return null;
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
