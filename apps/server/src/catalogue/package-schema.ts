import {
  checkerProtocols,
  checkerTypes,
  difficulties,
  type LanguageFacets,
  type LanguageLabel,
  languageIds,
  languages,
  problemTags,
  problemTopics,
  testGroupSchema,
  text,
} from '@grindstone/contract';
import { z } from 'zod';

/** A package's slug, which is also its folder name: checked before it ever becomes a path. */
export const packageSlugSchema = z
  .string()
  .max(80, 'slug must be at most 80 characters')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug must be lowercase kebab-case (a-z, 0-9, single dashes)');

/** A test of the package by its file number, `tests/<number>.in`. */
const testNumberSchema = z.string().regex(/^\d{2,3}$/, 'test must be a test number like "01"');

/** `problem.json` of a problem package (docs/problem-format.md). */
export const problemManifestSchema = z.object({
  slug: packageSlugSchema,
  title: text().trim().min(1).max(200),
  difficulty: z.enum(difficulties),
  tags: z.array(z.enum(problemTags)).min(1),
  /** The patterns it practises (vocabulary `problemTopics`), the main one first. */
  topics: z.array(z.enum(problemTopics)).min(1).max(3).optional(),
  companies: z.array(text().trim().min(1).max(60)).max(20).default([]),
  timeLimitMs: z.number().int().min(100).max(20_000).default(2000),
  /** A language's own limit, replacing timeLimitMs × its factor (docs/problem-format.md). */
  languageTimeLimitsMs: z
    .partialRecord(z.enum(languageIds), z.number().int().min(100).max(20_000))
    .default({}),
  memoryLimitKb: z.number().int().min(32_768).max(1_048_576).default(262_144),
  checker: z
    .object({
      type: z.enum(checkerTypes),
      absTolerance: z.number().positive().optional(),
      relTolerance: z.number().positive().optional(),
      /** With `type: 'custom'`: how the program in `checker/` is called, and extra arguments. */
      protocol: z.enum(checkerProtocols).optional(),
      args: z.array(z.string().max(200)).max(20).optional(),
    })
    .default({ type: 'default' }),
  examples: z
    .array(
      z.object({
        test: testNumberSchema,
        explanation: text().trim().min(1),
      }),
    )
    .min(1, 'at least one example (a visible test) is required'),
  /**
   * The test on which `slow/slow.cpp` takes longest: verification judges the slow solution on it
   * first, so one time-out usually settles the check (the largest input is a poor guess).
   */
  slowWorstTest: testNumberSchema.optional(),
  /**
   * Subtasks (docs/problem-format.md#subtasks): the hidden tests in name order, the first group's
   * `tests` of them, then the next group's…; each group's points are earned when all pass.
   */
  groups: z.array(testGroupSchema).optional(),
});
export type ProblemManifest = z.infer<typeof problemManifestSchema>;

/** File names inside a package, per language (the API's display label → file). */
/** The package's random-input generator and input validator (docs/problem-format.md). */
export const inputScriptFiles = { generator: 'random.js', validator: 'validator.js' } as const;

/** The folder of a custom checker's program (`checker.cpp`) and its headers. */
export const checkerFolder = 'checker';

export const packageFiles = {
  solutions: filesByLabel('solution'),
  templates: filesByLabel('template'),
};

function filesByLabel(kind: keyof LanguageFacets['packageFiles']) {
  return Object.fromEntries(
    languageIds.map((id) => [languages[id].label, languages[id].packageFiles[kind]]),
  ) as Record<LanguageLabel, string>;
}
