// The product's vocabulary, declared once: languages and their facets, checker kinds,
// difficulties, tags. No zod here, so the web app can import it (`@grindstone/contract/vocabulary`)
// without pulling the schemas into pages that never validate anything. Every other list —
// the contract's schemas, the database enum, the package format, the Judge0 mapping, the editor's
// selector and the admin form — derives from these. docs/adding-a-language.md lists what else a
// new language needs.

/** What each language is called everywhere it appears. */
export interface LanguageFacets {
  /** The display label stored with start code and reference solutions ('C++'). */
  readonly label: string;
  /** Monaco's language id for the editor. */
  readonly monaco: string;
  /** Judge0 CE's language id, for the JUDGE0_URL backend. */
  readonly judge0Id: number;
  /** File names inside a problem package (docs/problem-format.md). */
  readonly packageFiles: { readonly solution: string; readonly template: string };
  /**
   * A problem's time limit in this language is its base limit times this factor, unless the
   * problem sets one of its own for the language (docs/problem-format.md#time-limits). Measured
   * from the catalogue's reference solutions (docs/judge.md#time-limits-per-language).
   */
  readonly timeLimitFactor: number;
}

/** In the order problems store them and the admin form shows them. */
export const languages = {
  cpp: {
    label: 'C++',
    monaco: 'cpp',
    judge0Id: 54,
    timeLimitFactor: 1,
    packageFiles: { solution: 'solutions/solution.cpp', template: 'templates/template.cpp' },
  },
  java: {
    label: 'Java',
    monaco: 'java',
    judge0Id: 62,
    timeLimitFactor: 1,
    packageFiles: { solution: 'solutions/Main.java', template: 'templates/Main.java' },
  },
  javascript: {
    label: 'JavaScript',
    monaco: 'javascript',
    judge0Id: 63,
    timeLimitFactor: 1,
    packageFiles: { solution: 'solutions/solution.js', template: 'templates/template.js' },
  },
  python: {
    label: 'Python',
    monaco: 'python',
    // Judge0 CE's "Python (3.8.1)".
    judge0Id: 71,
    timeLimitFactor: 3,
    packageFiles: { solution: 'solutions/solution.py', template: 'templates/template.py' },
  },
} as const satisfies Record<string, LanguageFacets>;

export type LanguageId = keyof typeof languages;
export type LanguageLabel = (typeof languages)[LanguageId]['label'];

/** A non-empty tuple, as `z.enum` and the database enum want it. */
export const languageIds = Object.keys(languages) as [LanguageId, ...LanguageId[]];
export const languageLabels = Object.fromEntries(
  languageIds.map((id) => [id, languages[id].label]),
) as { readonly [Id in LanguageId]: (typeof languages)[Id]['label'] };
/**
 * The three languages the original client knows (docs/api.md#languages): every problem has start
 * code and a reference solution in each, its admin form sends exactly these three, and
 * `GET /problem/problemById/{id}` returns only these unless asked for `?languages=all`. Any
 * other language's entries are optional in create and update bodies.
 */
export const originalLanguageIds = [
  'cpp',
  'java',
  'javascript',
] as const satisfies readonly LanguageId[];
export type OriginalLanguageId = (typeof originalLanguageIds)[number];
export const isOriginalLanguage = (id: LanguageId): id is OriginalLanguageId =>
  (originalLanguageIds as readonly LanguageId[]).includes(id);

/** The editor's language selector, in the order learners see it. */
export const selectorOrder = [
  'javascript',
  'java',
  'cpp',
  'python',
] as const satisfies readonly LanguageId[];
/** Compiles only while the selector lists every language. */
export const selectorListsEveryLanguage: [
  Exclude<LanguageId, (typeof selectorOrder)[number]>,
] extends [never]
  ? true
  : false = true;

export const languageLabelList = languageIds.map((id) => languages[id].label) as [
  LanguageLabel,
  ...LanguageLabel[],
];

/** 'cpp', 'C++', 'c++', 'JavaScript', 'javascript'… → the stored label, or undefined. */
export function toLanguageLabel(value: string): LanguageLabel | undefined {
  const key = value.trim().toLowerCase();
  const id = languageIds.find(
    (candidate) => key === candidate || key === languages[candidate].label.toLowerCase(),
  );
  return id ? languages[id].label : undefined;
}

/** The API id of a label or id ('C++' → 'cpp'), or undefined. */
export function toLanguageId(value: string): LanguageId | undefined {
  const label = toLanguageLabel(value);
  return languageIds.find((id) => languages[id].label === label);
}

/** A problem's own time limits for some languages, overriding base limit × factor. */
export type LanguageTimeLimits = { readonly [Id in LanguageId]?: number };

/** The CPU time limit a submission in `language` is judged with, in ms. */
export function timeLimitFor(
  problem: { timeLimitMs: number; languageTimeLimitsMs?: LanguageTimeLimits | null },
  language: LanguageId,
): number {
  return (
    problem.languageTimeLimitsMs?.[language] ??
    Math.round(problem.timeLimitMs * languages[language].timeLimitFactor)
  );
}

/**
 * How a problem's output is compared (docs/problem-format.md#checkers): three built-ins, or
 * `custom`, the problem's own checker program (C++), run in the sandbox after each test.
 */
export const checkerTypes = ['default', 'tokens', 'float', 'custom'] as const;
export type CheckerType = (typeof checkerTypes)[number];

/**
 * How a custom checker is called (docs/problem-format.md#custom-checkers). `kattis`: an output
 * validator, `checker input answer feedback_dir < output`, exit 42 accepts and 43 rejects.
 * `testlib`: `checker input output answer`, exit 0 OK, 1 WA, 2 PE, 3 FAIL, 7 points.
 */
export const checkerProtocols = ['kattis', 'testlib'] as const;
export type CheckerProtocol = (typeof checkerProtocols)[number];

export const difficulties = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof difficulties)[number];

export const problemTags = ['array', 'linkedList', 'graph', 'dp'] as const;
export type ProblemTag = (typeof problemTags)[number];

/**
 * The patterns a problem practises, finer than its tag (its family): the study lists' patterns.
 * A problem has one to three, the first its main one.
 */
export const problemTopics = [
  'hashing',
  'two-pointers',
  'sliding-window',
  'prefix-sums',
  'stack',
  'monotonic-stack',
  'queue-deque',
  'heap',
  'binary-search',
  'sorting',
  'intervals',
  'greedy',
  'linked-list',
  'tree',
  'trie',
  'union-find',
  'graph-search',
  'shortest-paths',
  'topological-order',
  'spanning-tree',
  'backtracking',
  'bit-manipulation',
  'math',
  'strings',
  'grid',
  'dynamic-programming',
  'design',
] as const;
export type ProblemTopic = (typeof problemTopics)[number];

/** How a topic reads on the screen: `two-pointers` → "Two Pointers". */
export const topicLabel = (topic: string): string =>
  topic
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** The problem list's page size and the default `limit`. */
export const PROBLEM_PAGE_SIZE = 5;

/** A chat message to the AI tutor: 2 to 1000 characters (docs/product.md#validation-rules). */
export const CHAT_MESSAGE_MIN = 2;
export const CHAT_MESSAGE_MAX = 1000;

export const chatMessageRules = {
  required: 'Message is required',
  tooShort: `Message must be at least ${CHAT_MESSAGE_MIN} characters`,
  tooLong: `Message must be at most ${CHAT_MESSAGE_MAX} characters`,
} as const;

/** The first rule a chat message breaks, or null: the chat box and the server share it. */
export function chatMessageProblem(message: string): string | null {
  const length = message.trim().length;
  if (length === 0) return chatMessageRules.required;
  if (length < CHAT_MESSAGE_MIN) return chatMessageRules.tooShort;
  if (length > CHAT_MESSAGE_MAX) return chatMessageRules.tooLong;
  return null;
}

/** The tutor's reply when the AI service fails (docs/product.md#error-catalogue). */
export const AI_FAILURE_MESSAGE = 'Error connecting to AI service. Please try again later.';

/** Who answers the chat, by `AI_PROVIDER`. */
export const aiProviders = ['offline', 'openai', 'gemini', 'off'] as const;
export type AiProviderName = (typeof aiProviders)[number];
/** The longest forum tag (the forum's tags use a-z, 0-9 and -). */
export const POST_TAG_MAX = 30;

/**
 * The tag a problem's discussions carry, `p-<title as a slug>`, cut to the tag length limit.
 * Derived from the title so that every problem has one, from a package or made in the UI; here,
 * without zod, because the problem page links to it.
 */
export function problemDiscussionTag(problemTitle: string): string {
  const slug = problemTitle
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `p-${slug}`.slice(0, POST_TAG_MAX).replace(/-+$/, '');
}
