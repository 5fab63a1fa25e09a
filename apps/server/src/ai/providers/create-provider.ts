import type { Config } from '../../config/config';
import { geminiProvider } from './gemini';
import { openAiCompatibleProvider } from './openai-compatible';
import type { ChatProvider } from './provider';

/** Who answers: a model provider, the built-in offline tutor, or nobody (`off`). */
export type Tutor =
  | { kind: 'model'; provider: ChatProvider }
  | { kind: 'offline' }
  | { kind: 'off' };

/** The settings that choose the tutor and reach its provider. */
export type TutorConfig = Pick<Config, 'AI_PROVIDER' | 'AI_MODEL' | 'AI_BASE_URL' | 'AI_API_KEY'>;

/** The tutor `AI_PROVIDER` names; config.ts has already checked that its settings are there. */
export function createTutor(config: TutorConfig): Tutor {
  const model = config.AI_MODEL ?? '';
  switch (config.AI_PROVIDER) {
    case 'openai':
      return {
        kind: 'model',
        provider: openAiCompatibleProvider({
          baseUrl: config.AI_BASE_URL ?? '',
          model,
          apiKey: config.AI_API_KEY,
        }),
      };
    case 'gemini':
      return {
        kind: 'model',
        provider: geminiProvider({
          baseUrl: config.AI_BASE_URL,
          model,
          apiKey: config.AI_API_KEY ?? '',
        }),
      };
    case 'off':
      return { kind: 'off' };
    default:
      return { kind: 'offline' };
  }
}
