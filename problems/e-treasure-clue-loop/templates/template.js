const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

// Return true if following next pointers from head never reaches null (the list has a loop).
function hasLoop(head) {
  // TODO: write your solution here
  return false;
}

const n = data[0];
const nodes = [];
for (let i = 0; i < n; i++) {
  nodes.push(new ListNode(data[1 + i]));
  if (i > 0) nodes[i - 1].next = nodes[i];
}
const pos = data[1 + n];
if (pos >= 0) nodes[n - 1].next = nodes[pos]; // the last card points back to card pos
console.log(hasLoop(n > 0 ? nodes[0] : null) ? 'YES' : 'NO');
