const formula = require('fs').readFileSync(0, 'utf8').trim();

// Evaluate the formula (no spaces; + - * / and parentheses; / truncates toward zero). Values reach
// 10^18, beyond exact doubles: use BigInt and return a BigInt. Brackets may be nested 1.5 * 10^5 deep, so
// avoid deep recursion.
function evaluate(formula) {
  // TODO: write your solution here
  return 0n;
}

console.log(evaluate(formula).toString());
