import { type LanguageId, toLanguageId } from '@grindstone/contract';
import type { GroundingExample, ProblemCheck } from './grounding';
import type { CodeBlock } from './reply-guard';
import type { TutorJudge } from './tutor-judge';

const infoLanguages: Record<string, LanguageId> = {
  cpp: 'cpp',
  'c++': 'cpp',
  cc: 'cpp',
  cxx: 'cpp',
  java: 'java',
  js: 'javascript',
  javascript: 'javascript',
  node: 'javascript',
  mjs: 'javascript',
  py: 'python',
  python: 'python',
  python3: 'python',
};

/** What code in each language looks like when no info string names it. */
const languageLooks: [RegExp, LanguageId][] = [
  [/#include\s*[<"]/, 'cpp'],
  [/\bstatic\s+void\s+main\s*\(/, 'java'],
  [/\brequire\s*\(|console\.log|process\.stdin/, 'javascript'],
  [
    /^\s*(import\s+sys\b|from\s+\S+\s+import\b|def\s+\w+\s*\()|\binput\s*\(\s*\)|sys\.stdin/m,
    'python',
  ],
];

/** The block's language, from its info string or, failing that, from what the code looks like. */
export function blockLanguage(block: CodeBlock): LanguageId | null {
  const info = block.info.split(/\s+/)[0]?.toLowerCase() ?? '';
  if (infoLanguages[info]) return infoLanguages[info];
  return languageLooks.find(([look]) => look.test(block.code))?.[1] ?? null;
}

/** An entry point that reads the input and prints an answer: a whole program, not a snippet. */
export function looksLikeProgram(code: string, language: LanguageId): boolean {
  if (language === 'cpp') return /\bmain\s*\(/.test(code);
  if (language === 'java') return /\bstatic\s+void\s+main\s*\(/.test(code);
  if (language === 'python') {
    // A script has no entry point: it is a program when it reads the input and prints.
    const reads = /\binput\s*\(|sys\.stdin|open\s*\(\s*0\b/.test(code);
    const writes = /\bprint\s*\(|sys\.stdout\.write/.test(code);
    return reads && writes;
  }
  const reads = /readFileSync\s*\(\s*(0|['"]\/dev\/stdin['"])|process\.stdin|readline/.test(code);
  const writes = /console\.log|process\.stdout\.write/.test(code);
  return reads && writes;
}

const shingles = (code: string) => {
  const tokens = code.match(/[A-Za-z_]\w*|\d+|[^\s\w]/g) ?? [];
  const set = new Set<string>();
  for (let index = 0; index + 3 <= tokens.length; index += 1) {
    set.add(tokens.slice(index, index + 3).join(' '));
  }
  return set;
};

/** Share of the reference's 3-token sequences that the block repeats (0..1). */
export function overlapWithReference(code: string, reference: string): number {
  const theirs = shingles(reference);
  if (theirs.size === 0) return 0;
  const ours = shingles(code);
  let shared = 0;
  for (const item of theirs) if (ours.has(item)) shared += 1;
  return shared / theirs.size;
}

const COPY_THRESHOLD = 0.6;

/**
 * Would this block pass as a complete program for the problem? A block that is a whole program
 * and either mostly repeats a reference solution or passes every visible example when judged
 * (the real judge, visible examples only) is a complete solution. When the judge cannot answer
 * (refused, failed, the learner's judge rate limit or the message's judge budget spent), a whole
 * program is treated as one: the check fails closed.
 */
export async function isCompleteSolution(
  judge: TutorJudge,
  check: ProblemCheck,
  examples: readonly GroundingExample[],
  block: CodeBlock,
): Promise<boolean> {
  const language = blockLanguage(block);
  if (!language || !looksLikeProgram(block.code, language)) return false;
  const copied = check.references.some(
    (reference) =>
      toLanguageId(reference.language) === language &&
      overlapWithReference(block.code, reference.code) >= COPY_THRESHOLD,
  );
  if (copied) return true;
  if (examples.length === 0) return true;
  try {
    const verdict = await judge.judgeExamples(check, examples, block.code, language);
    return verdict.kind === 'all-passed' || verdict.kind === 'budget-spent';
  } catch {
    // Refused (JudgeRefusal, e.g. busy; or the rate limit's 429) or failed: no answer.
    return true;
  }
}

const normalised = (code: string) => code.replace(/\s+/g, ' ').trim();

/**
 * Whether a span of a reply gives away a complete solution: on its own, or together with the
 * code the reply showed before it (a solution split over two blocks). Only earlier code that may
 * be in the same language joins it. The learner's own code, quoted back, gives nothing away.
 */
export async function givesAwaySolution(
  judge: TutorJudge,
  check: ProblemCheck,
  examples: readonly GroundingExample[],
  learnerCode: string | null,
  block: CodeBlock,
  earlier: readonly CodeBlock[],
): Promise<boolean> {
  if (learnerCode !== null && normalised(block.code) === normalised(learnerCode)) return false;
  if (await isCompleteSolution(judge, check, examples, block)) return true;
  const language = blockLanguage(block);
  const before = earlier.filter((code) => {
    const theirs = blockLanguage(code);
    return language === null || theirs === null || theirs === language;
  });
  if (before.length === 0) return false;
  const joined = { info: block.info, code: [...before, block].map((code) => code.code).join('\n') };
  return isCompleteSolution(judge, check, examples, joined);
}
