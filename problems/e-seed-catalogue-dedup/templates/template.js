const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

// The list is sorted (non-decreasing). Unlink repeated codes so that every code appears once,
// and return the head of the list (null for an empty list).
function removeRepeats(head) {
  // TODO: write your solution here
  return null;
}

const n = data[0];
const dummy = new ListNode(0);
let tail = dummy;
for (let i = 0; i < n; i++) {
  tail.next = new ListNode(data[1 + i]);
  tail = tail.next;
}
const vals = [];
for (let p = removeRepeats(dummy.next); p !== null; p = p.next) vals.push(p.val);
process.stdout.write(`${vals.length}\n${vals.join(' ')}\n`);
