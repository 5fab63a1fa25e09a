const data = require('fs').readFileSync(0, 'utf8');
const tokens = data.split(/\s+/).filter((t) => t.length > 0);

// ops[i] is '+', '-' or '?', words[i] its call sign or prefix. Replay the commands in order and
// return an array with, for every '?' command, the number of moored vessels whose call sign
// starts with the word. Tip: a trie whose nodes count the call signs passing through them.
function harbourDesk(ops, words) {
  // TODO: write your solution here
  return [];
}

const q = Number(tokens[0]);
const ops = [];
const words = [];
for (let i = 0; i < q; i++) {
  ops.push(tokens[1 + 2 * i]);
  words.push(tokens[2 + 2 * i]);
}
const res = harbourDesk(ops, words);
process.stdout.write(res.join('\n') + '\n');
