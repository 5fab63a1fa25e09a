const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// codes[i] is the title code of book i + 1. For every question p, return the number of
// different codes among the first p books.
function distinctTitles(codes, questions) {
  // TODO: write your solution here
  return questions.map(() => 0);
}

const n = tokens[0];
const q = tokens[1];
const codes = tokens.slice(2, 2 + n);
const questions = tokens.slice(2 + n, 2 + n + q);
process.stdout.write(`${distinctTitles(codes, questions).join('\n')}\n`);
