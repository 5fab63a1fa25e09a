// Deterministic test generator: `node generator.js <case-number>` prints that test's input.
const caseNo = Number(process.argv[2]);
let seed = (caseNo * 2654435761) >>> 0 || 1;
function next() {
  seed ^= seed << 13; seed >>>= 0;
  seed ^= seed >>> 17;
  seed ^= seed << 5; seed >>>= 0;
  return seed;
}
function rnd(lo, hi) { return lo + Math.floor((next() / 4294967296) * (hi - lo + 1)); }
function word(len, letters) {
  let s = '';
  for (let i = 0; i < len; i++) s += String.fromCharCode(97 + rnd(0, letters - 1));
  return s;
}
function out(cmds) {
  process.stdout.write(`${cmds.length}\n${cmds.map(([o, w]) => `${o} ${w}\n`).join('')}`);
}
// random mixed stream: arrivals, departures of moored vessels, questions
function mixed(q, letters, maxLen, pAdd, pDel) {
  const moored = [];
  const cmds = [];
  let asked = false;
  while (cmds.length < q) {
    const r = next() / 4294967296;
    if (r < pAdd || (moored.length === 0 && r < pAdd + pDel)) {
      // sometimes a copy of a moored call sign (a fleet)
      const w = moored.length > 0 && rnd(0, 3) === 0 ? moored[rnd(0, moored.length - 1)] : word(rnd(1, maxLen), letters);
      moored.push(w);
      cmds.push(['+', w]);
    } else if (r < pAdd + pDel) {
      const k = rnd(0, moored.length - 1);
      cmds.push(['-', moored[k]]);
      moored[k] = moored[moored.length - 1];
      moored.pop();
    } else {
      let w;
      if (moored.length > 0 && rnd(0, 2) > 0) {
        const s = moored[rnd(0, moored.length - 1)];
        w = s.slice(0, rnd(1, s.length));
      } else w = word(rnd(1, maxLen), letters);
      cmds.push(['?', w]);
      asked = true;
    }
  }
  if (!asked) cmds[cmds.length - 1] = ['?', word(1, letters)];
  return cmds;
}
const cases = {
  1: () => out([['+', 'kes'], ['+', 'kestrel'], ['+', 'kelp'], ['+', 'tern'], ['?', 'ke'], ['?', 'kes'], ['-', 'kelp'], ['?', 'ke'], ['?', 'tx']]),
  2: () => out([['+', 'ab'], ['+', 'abc'], ['+', 'ab'], ['?', 'ab'], ['?', 'a'], ['-', 'abc'], ['?', 'ab'], ['?', 'abd']]),
  3: () => out([['?', 'a']]),
  // a fleet: many boats share call signs, then some leave one by one
  4: () => out([['+', 'gull'], ['+', 'gull'], ['+', 'gull'], ['+', 'gulls'], ['?', 'gull'], ['-', 'gull'], ['?', 'gul'], ['-', 'gull'], ['?', 'gull'], ['-', 'gulls'], ['?', 'g'], ['-', 'gull'], ['?', 'g'], ['+', 'gull'], ['?', 'gull']]),
  // a question longer than the call sign, and the call sign itself
  5: () => out([['+', 'sea'], ['?', 'seas'], ['?', 'sea'], ['?', 's'], ['?', 'e'], ['+', 'seashell'], ['?', 'seas'], ['-', 'sea'], ['?', 'sea']]),
  // one very long call sign
  6: () => {
    const w = word(30000, 2);
    out([['+', w], ['?', w.slice(0, 15000)], ['?', w], ['+', w.slice(0, 9000)], ['?', w.slice(0, 9000)], ['-', w], ['?', w.slice(0, 9001)], ['?', w.slice(0, 8999)]]);
  },
  7: () => out(mixed(2000, 3, 5, 0.45, 0.2)),
  // many distinct call signs moored, then many questions: scanning them all is too slow
  8: () => {
    const cmds = [];
    const seen = new Set();
    while (cmds.length < 35000) {
      const w = word(4, 26);
      if (seen.has(w)) continue;
      seen.add(w);
      cmds.push(['+', w]);
    }
    for (let i = 0; i < 35000; i++) cmds.push(['?', word(rnd(1, 2), 26)]);
    out(cmds);
  },
  9: () => out(mixed(60000, 4, 4, 0.4, 0.25)),
  // a chain a, aa, aaa, ...
  10: () => {
    const cmds = [];
    for (let len = 1; len <= 300; len++) cmds.push(['+', 'a'.repeat(len)]);
    for (let len = 1; len <= 301; len += 4) cmds.push(['?', 'a'.repeat(len)]);
    for (let len = 1; len <= 300; len += 2) cmds.push(['-', 'a'.repeat(len)]);
    for (let len = 1; len <= 301; len += 4) cmds.push(['?', 'a'.repeat(len)]);
    out(cmds);
  },
  // questions that never match
  11: () => {
    const cmds = [];
    for (let i = 0; i < 3000; i++) cmds.push(['+', word(rnd(1, 6), 25)]);
    for (let i = 0; i < 3000; i++) cmds.push(['?', word(rnd(0, 3), 25) + 'z']);
    out(cmds);
  },
  12: () => out(mixed(20000, 2, 7, 0.4, 0.3)),
  // everybody leaves, then the pilot asks
  13: () => {
    const cmds = [];
    const ws = [];
    for (let i = 0; i < 500; i++) { const w = word(rnd(1, 5), 3); ws.push(w); cmds.push(['+', w]); }
    cmds.push(['?', 'a'], ['?', 'b'], ['?', 'c']);
    for (let i = ws.length - 1; i >= 0; i--) cmds.push(['-', ws[i]]);
    cmds.push(['?', 'a'], ['?', 'b'], ['?', 'c'], ['?', 'ab']);
    out(cmds);
  },
  14: () => out(mixed(20, 2, 3, 0.5, 0.2)),
  15: () => out(mixed(10000, 26, 8, 0.5, 0.1)),
};
if (!cases[caseNo]) process.exit(2);
cases[caseNo]();
