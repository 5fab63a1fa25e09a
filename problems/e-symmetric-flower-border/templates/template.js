const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

// Return true if the colour codes read the same from head to tail and from tail to head.
function isSymmetric(head) {
  // TODO: write your solution here
  return false;
}

const n = data[0];
const dummy = new ListNode(0);
let tail = dummy;
for (let i = 0; i < n; i++) {
  tail.next = new ListNode(data[1 + i]);
  tail = tail.next;
}
console.log(isSymmetric(dummy.next) ? 'YES' : 'NO');
