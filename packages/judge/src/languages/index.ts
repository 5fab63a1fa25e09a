import type { LanguageId } from '@grindstone/contract';
import { cpp } from './cpp';
import { createJava } from './java';
import { javascript } from './javascript';
import { pythonLanguage } from './python';
import type { Language, LanguageToolchain } from './types';

export type { Language, LanguageCommand, LanguageToolchain } from './types';
export { boxDir } from './types';

export type LanguageStatus = { id: LanguageId; name: string } & LanguageToolchain;

export type LanguageRegistry = {
  byId: Record<LanguageId, Language>;
  /** Which toolchains this host has: checked on first call (never at import), then remembered. */
  statuses(): LanguageStatus[];
};

/**
 * The language registry: adding a language is adding an entry here (and its vocabulary entry in
 * the contract). Toolchain paths that an operator may move are options, handed in by the entry
 * points that read the environment.
 */
export function createLanguages(options: { javacPath?: string } = {}): LanguageRegistry {
  const byId: Record<LanguageId, Language> = {
    cpp,
    java: createJava(options.javacPath),
    javascript,
    python: pythonLanguage,
  };
  let detected: LanguageStatus[] | null = null;
  return {
    byId,
    statuses() {
      detected ??= Object.values(byId).map((language) => ({
        id: language.id,
        name: language.name,
        ...language.detect(),
      }));
      return detected;
    },
  };
}

/** The languages with their default toolchain paths (benchmarks, tests, Judge0's names). */
export const languages = createLanguages().byId;
