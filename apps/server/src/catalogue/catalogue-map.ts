import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { difficulties, problemTopics, topicLabel } from '@grindstone/contract';
import { listPackageDirs } from './read-package';

/** What the map needs of a package: its problem.json's title, difficulty and topics. */
interface Entry {
  title: string;
  difficulty: (typeof difficulties)[number];
  topics: string[];
}

/** The catalogue's goal (docs/catalogue.md): 200 problems, at least 65 easy, 85 medium, 50 hard. */
const GOAL = { total: 200, easy: 65, medium: 85, hard: 50 } as const;
/** A topic with fewer problems than this is listed under the gaps. */
const THIN = 3;

async function entries(catalogueDir: string): Promise<Entry[]> {
  const dirs = await listPackageDirs(catalogueDir);
  return Promise.all(
    dirs.map(async (dir) => {
      const json = JSON.parse(await readFile(path.join(dir, 'problem.json'), 'utf8')) as Entry;
      return { title: json.title, difficulty: json.difficulty, topics: json.topics ?? [] };
    }),
  );
}

const rank = (entry: Entry) => difficulties.indexOf(entry.difficulty);

/**
 * docs/catalogue.md, made from the packages: how many problems per difficulty, each topic's
 * problems easiest first, and the topics still thin. `npm run problems -- map` writes it, and a
 * test fails when the file differs from what the packages say.
 */
export async function catalogueMap(catalogueDir: string): Promise<string> {
  const all = await entries(catalogueDir);
  const count = (difficulty: Entry['difficulty']) =>
    all.filter((entry) => entry.difficulty === difficulty).length;
  const byTopic = problemTopics.map((topic) => ({
    topic,
    problems: all
      .filter((entry) => entry.topics.includes(topic))
      .sort((a, b) => rank(a) - rank(b) || a.title.localeCompare(b.title)),
  }));
  const rows = byTopic.map(
    ({ topic, problems }) =>
      `| ${topicLabel(topic)} (${problems.length}) | ${
        problems.length === 0
          ? '**none yet**'
          : problems.map((entry) => `${entry.title} (${entry.difficulty})`).join(', ')
      } |`,
  );
  const thin = byTopic.filter(({ problems }) => problems.length < THIN);
  const missing = (['easy', 'medium', 'hard'] as const)
    .map((difficulty) => ({ difficulty, short: GOAL[difficulty] - count(difficulty) }))
    .filter(({ short }) => short > 0);
  const gaps = [
    all.length >= GOAL.total && missing.length === 0
      ? `- The catalogue has reached its goal of ${GOAL.total} problems (${GOAL.easy} easy, ${GOAL.medium} medium, ${GOAL.hard} hard at least).`
      : `- The goal is ${GOAL.total} problems (at least ${GOAL.easy} easy, ${GOAL.medium} medium, ${GOAL.hard} hard)${
          missing.length > 0
            ? `: ${missing.map(({ difficulty, short }) => `${short} more ${difficulty}`).join(', ')}`
            : ''
        }.`,
    thin.length === 0
      ? `- Every topic has at least ${THIN} problems.`
      : `- Topics with fewer than ${THIN} problems: ${thin
          .map(({ topic, problems }) => `${topicLabel(topic)} (${problems.length})`)
          .join(', ')}.`,
  ];
  return `${[
    '# The catalogue by pattern',
    '',
    `The bundled catalogue (\`problems/\`) has **${all.length} problems**: ${count('easy')} easy, ${count('medium')} medium, ${count('hard')} hard. Each`,
    'problem has one of the four tags of the spec (its family: `array`, `linkedList`, `graph`, `dp`)',
    'and one to three **topics**: the patterns of the well-known interview study lists, from the',
    "vocabulary's `problemTopics` (`packages/contract/src/vocabulary.ts`), the main one first. The",
    'problem list filters by topic (`?topic=` in the URL and the API).',
    '',
    'This map lists, for each topic, the problems that practise it, easiest first. A problem appears',
    'under each of its topics. It is made from the packages by `npm run problems -- map`, and a test',
    'fails when it is out of date.',
    '',
    '| Topic | Problems (easiest first) |',
    '|---|---|',
    ...rows,
    '',
    '## Gaps',
    '',
    ...gaps,
    '',
    'How to write a new problem: [problem-format.md](problem-format.md).',
  ].join('\n')}\n`;
}
