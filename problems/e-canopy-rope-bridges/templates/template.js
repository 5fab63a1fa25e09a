const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// bridges[i] = [u, v]: a two-way rope bridge; questions[k] = [a, b].
// Return a string of questions.length characters: 'Y' if b can be reached from a, else 'N'.
function answerQuestions(n, bridges, questions) {
  // TODO: write your solution here
  return 'N'.repeat(questions.length);
}

const [n, m, q] = tokens;
const bridges = [];
for (let i = 0; i < m; i++) bridges.push([tokens[3 + 2 * i], tokens[4 + 2 * i]]);
const questions = [];
for (let k = 0; k < q; k++) questions.push([tokens[3 + 2 * m + 2 * k], tokens[4 + 2 * m + 2 * k]]);
console.log(answerQuestions(n, bridges, questions));
