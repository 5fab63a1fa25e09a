import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { JudgeOptions } from './create-judge';

/** uids are 32-bit; a block of up to 256 slot uids must stay below 2^31 - 1. */
const MAX_UID_BASE = 2 ** 31 - 1 - 256;

const absolutePath = (what: string) =>
  z.string().refine((value) => path.isAbsolute(value), `must be an absolute path to ${what}`);

function isExecutableFile(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The judge's variables. The judge never reads the environment: the server's configuration,
 * `npm run worker` and `npm run judge` validate them with this shape at start-up (a bad value is
 * reported with every other variable instead of silently becoming a default) and hand the values
 * to `createJudge` through `judgeOptionsFrom`.
 */
export const judgeConfigShape = {
  /** `auto` (default): the best sandbox the host offers; `reduced` or `none` force a mode. */
  JUDGE_SANDBOX: z
    .enum(['auto', 'reduced', 'none'], { error: 'must be auto, reduced or none' })
    .default('auto'),
  JUDGE_UID_BASE: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1000, 'must be at least 1000 (never a system or login uid)')
    .max(MAX_UID_BASE, `must be at most ${MAX_UID_BASE}`)
    .optional(),
  JUDGE_CACHE_DIR: absolutePath('a directory').optional(),
  JUDGE0_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL of a Judge0 server' })
    .optional(),
  JUDGE0_AUTH_TOKEN: z.string().min(1).optional(),
  JUDGE_JAVAC: absolutePath('javac')
    .refine(
      isExecutableFile,
      'must be an executable javac (e.g. /usr/lib/jvm/java-17-openjdk-amd64/bin/javac)',
    )
    .optional(),
};

/** Rules across the judge's variables. */
export function judgeCrossVariableProblems(env: Record<string, string>): string[] {
  if (env.JUDGE0_AUTH_TOKEN && !env.JUDGE0_URL) {
    return ['JUDGE0_AUTH_TOKEN: is only used with JUDGE0_URL, which is not set'];
  }
  return [];
}

export type JudgeVariables = z.infer<z.ZodObject<typeof judgeConfigShape>>;

/** The judge's options from its validated variables: the one mapping every entry point uses. */
export function judgeOptionsFrom(values: Partial<JudgeVariables>): JudgeOptions {
  return {
    sandboxMode: values.JUDGE_SANDBOX,
    uidBase: values.JUDGE_UID_BASE,
    cacheDir: values.JUDGE_CACHE_DIR,
    javacPath: values.JUDGE_JAVAC,
  };
}
