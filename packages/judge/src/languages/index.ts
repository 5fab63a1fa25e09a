import type { TJudgeLanguage } from '@grindstone/contract';
import { cpp } from './cpp';
import { java } from './java';
import { javascript } from './javascript';
import type { Language, LanguageToolchain } from './types';

export type { Language, LanguageCommand, LanguageToolchain } from './types';
export { boxDir } from './types';

/** The language registry: adding a language is adding an entry here (and its id in contract). */
export const languages: Record<TJudgeLanguage, Language> = { cpp, java, javascript };

export type LanguageStatus = { id: TJudgeLanguage; name: string } & LanguageToolchain;

let detected: LanguageStatus[] | null = null;

/** Which toolchains this host has; checked once per process. */
export function languageStatuses(): LanguageStatus[] {
  detected ??= Object.values(languages).map((language) => ({
    id: language.id,
    name: language.name,
    ...language.detect(),
  }));
  return detected;
}
