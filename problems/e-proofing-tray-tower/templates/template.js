const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/);

// commands[i] is { kind, x } with kind "push", "pop", "top" or "min" (x only for push).
// Run the commands on an empty tower and return one answer per pop, top and min command:
// the number, or the string "EMPTY". Aim for O(1) per command.
function runTower(commands) {
  // TODO: write your solution here
  return [];
}

let t = 0;
const q = Number(tokens[t++]);
const commands = [];
for (let i = 0; i < q; i++) {
  const kind = tokens[t++];
  commands.push(kind === 'push' ? { kind, x: Number(tokens[t++]) } : { kind, x: 0 });
}
const answers = runTower(commands);
process.stdout.write(answers.map(String).join('\n') + '\n');
