import { createJudge, type Judge, type JudgeOptions } from './create-judge';
import { createJudge0Judge } from './judge0/judge0-judge';

/**
 * The judge the environment asks for: a Judge0 server when JUDGE0_URL is set (with the optional
 * JUDGE0_AUTH_TOKEN), otherwise the local bubblewrap sandbox (the default).
 */
export function createConfiguredJudge(
  options: JudgeOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): Judge {
  if (env.JUDGE0_URL) {
    return createJudge0Judge({ url: env.JUDGE0_URL, authToken: env.JUDGE0_AUTH_TOKEN });
  }
  return createJudge(options);
}
