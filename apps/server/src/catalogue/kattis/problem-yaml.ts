import {
  type CheckerType,
  type Difficulty,
  difficulties,
  type ProblemTag,
  type ProblemTopic,
  problemTags,
  problemTopics,
} from '@grindstone/contract';
import { parse as parseYaml } from 'yaml';

/**
 * `problem.yaml` of a Kattis / ICPC problem package, legacy or `problem_format_version:
 * 2023-07-draft`, as Grindstone reads it (docs/problem-format.md#kattis--icpc-packages).
 */
export interface KattisMeta {
  format: 'legacy' | '2023-07-draft';
  /** `name`: the string, or the `en` entry of a map per language, else its first. */
  name?: string;
  /** A fixed time limit (2023-07 `limits.time_limit`, or a legacy `.timelimit` file), in ms. */
  timeLimitMs?: number;
  /** Slowest accepted time × this = the time limit (legacy `time_multiplier`, default 5). */
  acToTimeLimit: number;
  /** TLE submissions must still time out with the limit × this (`time_safety_margin`). */
  timeLimitToTle: number;
  /** The derived limit is rounded up to a multiple of this many seconds (default 1). */
  timeResolution: number;
  memoryMib?: number;
  /** `custom`: the package's output validator, called with `validatorArgs` (read-kattis.ts). */
  checker: { type: CheckerType; tolerance?: number };
  /** The validator flags, passed to a custom validator as its extra arguments. */
  validatorArgs: string[];
  /** `type: scoring`: the secret test groups carry points. */
  scoring: boolean;
  /** `type: interactive` (legacy `validation: custom interactive`): the validator interacts. */
  interactive: boolean;
  topics: ProblemTopic[];
  tags: ProblemTag[];
  difficulty: Difficulty;
  /** What Grindstone cannot import (scoring validators, unknown problem types …). */
  unsupported: string[];
}

/** Keywords that name a topic of the vocabulary in other words. */
const topicWords: Record<string, ProblemTopic> = {
  bfs: 'graph-search',
  dfs: 'graph-search',
  'graph traversal': 'graph-search',
  dijkstra: 'shortest-paths',
  'shortest path': 'shortest-paths',
  mst: 'spanning-tree',
  'minimum spanning tree': 'spanning-tree',
  'disjoint set': 'union-find',
  dsu: 'union-find',
  'binary search': 'binary-search',
  sort: 'sorting',
  string: 'strings',
  mathematics: 'math',
  'number theory': 'math',
  bitmask: 'bit-manipulation',
  'bit manipulation': 'bit-manipulation',
  'topological sort': 'topological-order',
  'priority queue': 'heap',
  'two pointers': 'two-pointers',
  'sliding window': 'sliding-window',
  'prefix sum': 'prefix-sums',
  'prefix sums': 'prefix-sums',
  hash: 'hashing',
  'hash table': 'hashing',
  'linked list': 'linked-list',
  trees: 'tree',
  grids: 'grid',
};

const tagWords: Record<string, ProblemTag> = {
  array: 'array',
  arrays: 'array',
  graph: 'graph',
  graphs: 'graph',
  dp: 'dp',
  'dynamic programming': 'dp',
  'linked list': 'linkedList',
  linkedlist: 'linkedList',
};

/** A topic's family, for a package whose keywords name no tag. */
const topicTag: Partial<Record<ProblemTopic, ProblemTag>> = {
  'graph-search': 'graph',
  'shortest-paths': 'graph',
  'topological-order': 'graph',
  'spanning-tree': 'graph',
  'union-find': 'graph',
  'dynamic-programming': 'dp',
  'linked-list': 'linkedList',
};

export class KattisYamlError extends Error {}

const positive = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0
    ? value
    : typeof value === 'string' && Number(value) > 0
      ? Number(value)
      : undefined;

/**
 * Reads `problem.yaml` text. `outputValidatorFlags` are the `output_validator_flags` of the
 * `testdata.yaml` files under `data/` (legacy packages have `validator_flags` in problem.yaml), and
 * `hasOutputValidator` whether the package has an `output_validator(s)/` folder, which in
 * 2023-07 means a custom validator.
 */
export function readKattisMeta(
  yamlText: string,
  extra: { outputValidatorFlags?: string; hasOutputValidator: boolean; timelimitFile?: string },
): KattisMeta {
  let doc: unknown;
  try {
    doc = parseYaml(yamlText) ?? {};
  } catch (error) {
    throw new KattisYamlError(`problem.yaml is not valid YAML (${(error as Error).message})`);
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) {
    throw new KattisYamlError('problem.yaml must be a map of keys');
  }
  const yaml = doc as Record<string, unknown>;
  const version = String(yaml.problem_format_version ?? 'legacy');
  if (version !== 'legacy' && !version.startsWith('2023-07')) {
    throw new KattisYamlError(
      `problem.yaml problem_format_version "${version}" is not supported (legacy or 2023-07-draft)`,
    );
  }
  const format = version === 'legacy' ? 'legacy' : '2023-07-draft';
  const unsupported: string[] = [];

  const name = readName(yaml.name);
  const limits = (
    typeof yaml.limits === 'object' && yaml.limits !== null ? yaml.limits : {}
  ) as Record<string, unknown>;
  const multipliers = (
    typeof limits.time_multipliers === 'object' && limits.time_multipliers !== null
      ? limits.time_multipliers
      : {}
  ) as Record<string, unknown>;
  const legacy = format === 'legacy';
  const acToTimeLimit =
    positive(legacy ? limits.time_multiplier : multipliers.ac_to_time_limit) ?? (legacy ? 5 : 2);
  const timeLimitToTle =
    positive(legacy ? limits.time_safety_margin : multipliers.time_limit_to_tle) ??
    (legacy ? 2 : 1.5);
  const timeResolution = (!legacy && positive(limits.time_resolution)) || 1;
  const fixedSeconds = legacy
    ? positive(extra.timelimitFile?.trim())
    : (positive(limits.time_limit) ?? positive(extra.timelimitFile?.trim()));
  const memoryMib = positive(limits.memory);

  // Problem types: pass-fail, and scoring by test groups (read-kattis.ts `scoringGroups`).
  const types = (Array.isArray(yaml.type) ? yaml.type : [yaml.type ?? 'pass-fail']).map(String);
  for (const type of types) {
    if (type !== 'pass-fail' && type !== 'scoring' && type !== 'interactive')
      unsupported.push(`type ${type} problems are not supported yet`);
  }
  const scoring = types.includes('scoring');
  // Legacy `validation: default | custom [interactive] [score]`; 2023-07 has an
  // output_validator/ folder instead (and `type: interactive`).
  const validation = String(yaml.validation ?? 'default').trim();
  const validationWords = validation.split(/\s+/);
  // Interactive: the output validator talks to the program (legacy `custom interactive`).
  const interactive = types.includes('interactive') || validationWords.includes('interactive');
  const custom =
    interactive ||
    validationWords[0] === 'custom' ||
    (!legacy && extra.hasOutputValidator && validation === 'default');
  if (interactive && scoring) {
    unsupported.push('interactive problems with scored test groups are not supported yet');
  }
  if (validationWords.includes('score')) {
    unsupported.push(`validation: ${validation} — scoring validators are not supported yet`);
  } else if (validationWords[0] !== 'custom' && validation !== 'default') {
    unsupported.push(`validation: ${validation} is not a known validation`);
  }
  if (custom && !extra.hasOutputValidator) {
    unsupported.push('validation: custom, but the package has no output_validators/ folder');
  }
  const flags = `${typeof yaml.validator_flags === 'string' ? yaml.validator_flags : ''} ${extra.outputValidatorFlags ?? ''}`;
  const validatorArgs = flags.split(/\s+/).filter(Boolean);
  // A custom validator takes the flags as its own arguments; the default one's become our checker.
  const checker = custom ? { type: 'custom' as const } : checkerFromFlags(flags, unsupported);

  const keywords = (
    Array.isArray(yaml.keywords)
      ? yaml.keywords.map(String)
      : typeof yaml.keywords === 'string'
        ? // Legacy keywords are one space-separated string.
          yaml.keywords.split(/\s+/)
        : []
  )
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
  const topics: ProblemTopic[] = [];
  for (const word of keywords) {
    const topic =
      own(topicWords, word) ??
      (problemTopics as readonly string[]).find((t) => t === word.replaceAll(' ', '-'));
    if (topic && !topics.includes(topic as ProblemTopic) && topics.length < 3)
      topics.push(topic as ProblemTopic);
  }
  const tags = [
    ...new Set(
      keywords.flatMap((word) => {
        const tag =
          own(tagWords, word) ?? (problemTags as readonly string[]).find((t) => t === word);
        return tag ? [tag as ProblemTag] : [];
      }),
    ),
  ];
  if (tags.length === 0) tags.push(topics.map((topic) => topicTag[topic]).find(Boolean) ?? 'array');
  const hint = [yaml.difficulty, ...keywords]
    .map((value) => String(value ?? '').toLowerCase())
    .find((value) => (difficulties as readonly string[]).includes(value));

  return {
    format,
    name,
    timeLimitMs: fixedSeconds === undefined ? undefined : Math.round(fixedSeconds * 1000),
    acToTimeLimit,
    timeLimitToTle,
    timeResolution,
    memoryMib,
    checker,
    validatorArgs,
    scoring,
    interactive,
    topics,
    tags,
    difficulty: (hint as Difficulty | undefined) ?? 'medium',
    unsupported,
  };
}

function readName(name: unknown): string | undefined {
  if (typeof name === 'string') return name.trim() || undefined;
  if (typeof name === 'object' && name !== null) {
    const byLanguage = name as Record<string, unknown>;
    const chosen = byLanguage.en ?? Object.values(byLanguage)[0];
    return typeof chosen === 'string' ? chosen.trim() || undefined : undefined;
  }
  return undefined;
}

/**
 * The default validator's flags as a Grindstone checker. Kattis's default validator compares
 * whitespace-separated tokens (our `tokens`); `space_change_sensitive` makes whitespace count
 * (our line-based `default`); a float tolerance makes it our `float` checker, which accepts a
 * number within the absolute or the relative tolerance — one value for both, so the larger of
 * the two given is kept.
 */
export function checkerFromFlags(
  flags: string,
  unsupported: string[],
): { type: CheckerType; tolerance?: number } {
  const words = flags.split(/\s+/).filter(Boolean);
  let spaceSensitive = false;
  const tolerances: number[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    if (word === 'case_sensitive') continue;
    if (word === 'space_change_sensitive') spaceSensitive = true;
    else if (
      word === 'float_tolerance' ||
      word === 'float_relative_tolerance' ||
      word === 'float_absolute_tolerance'
    ) {
      const value = Number(words[++i]);
      if (!(value > 0 && value <= 1))
        unsupported.push(`${word} ${words[i] ?? ''}: not a tolerance in (0, 1]`);
      else tolerances.push(value);
    } else unsupported.push(`validator flag ${word} is not supported`);
  }
  if (tolerances.length > 0) return { type: 'float', tolerance: Math.max(...tolerances) };
  return { type: spaceSensitive ? 'default' : 'tokens' };
}

/** `record[key]` when it is the record's own entry (never `constructor` and the like). */
function own<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
