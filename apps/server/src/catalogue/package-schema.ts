import { checkerTypes, difficulties, problemTags } from '@grindstone/contract';
import { z } from 'zod';

/** `problem.json` of a problem package (docs/problem-format.md). */
export const problemManifestSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug must be lowercase kebab-case')
    .max(80),
  title: z.string().trim().min(1).max(200),
  difficulty: z.enum(difficulties),
  tags: z.array(z.enum(problemTags)).min(1),
  companies: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
  timeLimitMs: z.number().int().min(100).max(20_000).default(2000),
  memoryLimitKb: z.number().int().min(32_768).max(1_048_576).default(262_144),
  checker: z
    .object({
      type: z.enum(checkerTypes),
      absTolerance: z.number().positive().optional(),
      relTolerance: z.number().positive().optional(),
    })
    .default({ type: 'default' }),
  examples: z
    .array(
      z.object({
        test: z.string().regex(/^\d{2,3}$/, 'test must be a test number like "01"'),
        explanation: z.string().trim().min(1),
      }),
    )
    .min(1, 'at least one example (a visible test) is required'),
});
export type ProblemManifest = z.infer<typeof problemManifestSchema>;

/** File names inside a package, per language (the API's display label → file). */
export const packageFiles = {
  solutions: {
    'C++': 'solutions/solution.cpp',
    Java: 'solutions/Main.java',
    JavaScript: 'solutions/solution.js',
  },
  templates: {
    'C++': 'templates/template.cpp',
    Java: 'templates/Main.java',
    JavaScript: 'templates/template.js',
  },
} as const;
