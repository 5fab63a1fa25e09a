const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

function hasLoop(head) {
  let slow = head;
  let fast = head;
  while (fast !== null && fast.next !== null) {
    slow = slow.next;
    fast = fast.next.next;
    if (slow === fast) return true;
  }
  return false;
}

const n = data[0];
const nodes = [];
for (let i = 0; i < n; i++) {
  nodes.push(new ListNode(data[1 + i]));
  if (i > 0) nodes[i - 1].next = nodes[i];
}
const pos = data[1 + n];
if (pos >= 0) nodes[n - 1].next = nodes[pos];
console.log(hasLoop(n > 0 ? nodes[0] : null) ? 'YES' : 'NO');
