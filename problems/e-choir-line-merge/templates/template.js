const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

// a and b are sorted by height (non-decreasing). Splice them into one sorted list and
// return its head (null if both are empty). Reuse the existing nodes.
function mergeLines(a, b) {
  // TODO: write your solution here
  return null;
}

let pos = 0;
function readList() {
  const n = data[pos++];
  const dummy = new ListNode(0);
  let tail = dummy;
  for (let i = 0; i < n; i++) {
    tail.next = new ListNode(data[pos++]);
    tail = tail.next;
  }
  return dummy.next;
}

const a = readList();
const b = readList();
const vals = [];
for (let p = mergeLines(a, b); p !== null; p = p.next) vals.push(p.val);
process.stdout.write(`${vals.length}\n${vals.join(' ')}\n`);
