// `npm run bench:similarity`: the similarity job for a class of 200 learners × 10 problems
// (2 000 accepted programs of 40–80 lines, 5 % of them disguised copies of a classmate's), from
// the request that finds the report stale to the stored report, on the embedded database. The
// budget is 30 s on this machine; the baseline in the same run is reading the same programs
// from the database (docs/benchmarks.md).
//
//   node --import tsx apps/server/bench/similarity.bench.ts [--learners=200] [--problems=10]

import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { inArray } from 'drizzle-orm';
import { classesRepository } from '../src/classes/repository';
import { similarityReports } from '../src/classes/similarity/reports';
import { compareInWorker } from '../src/classes/similarity/run-in-worker';
import { classMembers, problems, submissions, users } from '../src/db/schema';
import { insertProblem } from '../src/test-support/seed-rows';
import { createTestDatabase } from '../src/test-support/test-databases';

const arg = (name: string) =>
  process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3);
const learnerCount = Number(arg('learners') ?? 200);
const problemCount = Number(arg('problems') ?? 10);
const BUDGET_MS = 30_000;

// A small deterministic generator, so every run compares the same programs.
// (mulberry32: 32-bit integer arithmetic, so the sequence does not collapse as a float LCG's does)
let seed = 20261128;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const operators = ['+', '-', '*', '^', '|', '&', '%'];
const names = ['a', 'b', 'c', 'd', 'total', 'best', 'run', 'left', 'right', 'mid', 'cnt', 'acc'];

/** One random C++ statement: the grammar makes independent programs differ in their tokens. */
function statement(depth: number): string {
  const x = pick(names);
  const y = pick(names);
  const roll = random();
  if (depth < 2 && roll < 0.2) {
    return `for (int i = 0; i < n; i++) {\n${block(depth + 1, 2)}}\n`;
  }
  if (depth < 2 && roll < 0.35)
    return `if (${x} ${pick(['<', '>', '=='])} ${y}) {\n${block(depth + 1, 2)}}\n`;
  if (roll < 0.5) return `${x} = max(${x}, ${y} ${pick(operators)} v[i % n]);\n`;
  if (roll < 0.65) return `while (${x} > ${Math.floor(random() * 9)}) ${x} /= 2;\n`;
  if (roll < 0.8)
    return `${x} ${pick(operators)}= ${y} ${pick(operators)} ${Math.floor(random() * 100)};\n`;
  return `v.push_back(${x} ${pick(operators)} ${y});\n`;
}
const block = (depth: number, count: number) =>
  Array.from({ length: count }, () => statement(depth)).join('');

// The start code every learner is given (reading the input, declaring the variables): the job
// must leave it out, or every pair of the class would look alike.
const START_CODE =
  '#include <bits/stdc++.h>\nusing namespace std;\nint main() {\n  long long n; cin >> n;\n  vector<long long> v(n);\n  for (auto &x : v) cin >> x;\n  long long a = 0, b = 0, c = 0, d = 0, total = 0, best = 0, run = 0, left = 0, right = 0, mid = 0, cnt = 0, acc = 0;\n  // your code here\n  cout << best + total << "\\n";\n}\n';

const program = () =>
  START_CODE.replace('  // your code here\n', block(0, 12 + Math.floor(random() * 10)));

/** The same program with its names changed and its literals altered: what a copier hands in. */
const disguise = (code: string) =>
  code
    .replace(/\b(total|best|run|acc)\b/g, (name) => `${name}Value`)
    .replace(/\b\d+\b/g, (digits) => String(Number(digits) + 1));

async function main() {
  console.log(
    `similarity: ${learnerCount} learners × ${problemCount} problems, ${availableParallelism()} cores, load ${loadavg()[0]?.toFixed(1)}`,
  );
  const database = await createTestDatabase('pglite');
  const db = database.db;
  const classes = classesRepository(db);
  try {
    const problemIds: string[] = [];
    for (let i = 0; i < problemCount; i++) {
      problemIds.push(await insertProblem(db, { title: `Bench ${i}`, difficulty: 'easy' }));
    }
    await db
      .update(problems)
      .set({ startCode: [{ language: 'C++', code: START_CODE }] })
      .where(inArray(problems.id, problemIds));
    const instructor = randomUUID();
    const learners = Array.from({ length: learnerCount }, () => randomUUID());
    await db.insert(users).values(
      [instructor, ...learners].map((id, index) => ({
        id,
        firstName: `Learner${index}`,
        email: `similarity-${index}@example.com`,
        passwordHash: 'scrypt$x',
      })),
    );
    const klass = await classes.create('Bench class', instructor);
    await db
      .insert(classMembers)
      .values(learners.map((userId) => ({ classId: klass.id, userId, role: 'student' as const })));
    const now = Date.now();
    const assignment = await classes.createAssignment(klass.id, {
      title: 'Bench week',
      problemIds,
      opensAt: new Date(now - 86_400_000),
      dueAt: new Date(now + 86_400_000),
      latePenaltyPercent: null,
    });

    let planted = 0;
    const rows = [];
    let lines = 0;
    // Which original each program descends from: copies of copies are one family.
    const family = new Map<string, number>();
    for (const problemId of problemIds) {
      const codes: Array<{ code: string; family: number }> = [];
      for (const userId of learners) {
        const copy = codes.length > 0 && random() < 0.05;
        const source = copy ? pick(codes) : { code: program(), family: family.size };
        const code = copy ? disguise(source.code) : source.code;
        if (copy) planted++;
        codes.push({ code, family: source.family });
        lines += code.split('\n').length;
        const id = randomUUID();
        family.set(id, source.family);
        rows.push({
          id,
          userId,
          problemId,
          language: 'cpp' as const,
          code,
          status: 'Accepted',
          statusId: 3,
          createdAt: new Date(now - Math.floor(random() * 3_600_000)),
        });
      }
    }
    for (let i = 0; i < rows.length; i += 500)
      await db.insert(submissions).values(rows.slice(i, i + 500));
    console.log(
      `seeded ${rows.length} accepted programs (${Math.round(lines / rows.length)} lines on average), ${planted} disguised copies`,
    );

    const readStart = performance.now();
    await classes.acceptedPrograms(klass.id, problemIds);
    const readMs = performance.now() - readStart;

    const reports = similarityReports(classes, compareInWorker, console);
    const start = performance.now();
    const view = await reports.view(klass.id, assignment, 10 * 60_000);
    const totalMs = performance.now() - start;
    const copied = (pair: (typeof view.pairs)[number]) =>
      family.get(pair.a.submissionId) === family.get(pair.b.submissionId);
    const familyPairs = [...family.values()].reduce(
      (sizes, id) => sizes.set(id, (sizes.get(id) ?? 0) + 1),
      new Map<number, number>(),
    );
    const expected = [...familyPairs.values()].reduce(
      (sum, size) => sum + (size * (size - 1)) / 2,
      0,
    );
    const caught = view.pairs.filter(copied).length;
    const lowestCopy = view.pairs.filter(copied).at(-1)?.score;
    const falseAlarms = view.pairs.filter((pair) => !copied(pair));

    console.log(`baseline: reading the programs from the database   ${readMs.toFixed(0)} ms`);
    console.log(
      `similarity job: stale report → stored report        ${totalMs.toFixed(0)} ms (${view.status})`,
    );
    console.log(
      `ratio to the baseline                               ${(totalMs / readMs).toFixed(2)}×`,
    );
    console.log(`budget ${BUDGET_MS / 1000} s: ${(totalMs / BUDGET_MS).toFixed(3)} of it used`);
    console.log(
      `pairs reported ${view.pairs.length}: ${caught} of the ${expected} copied pairs (lowest score ${lowestCopy ?? '-'}), ${falseAlarms.length} others (highest ${falseAlarms[0]?.score ?? '-'})`,
    );
    if (view.status !== 'ready' || totalMs > BUDGET_MS) process.exitCode = 1;
  } finally {
    await database.destroy();
  }
}

await main();
