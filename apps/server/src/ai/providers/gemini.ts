import type { ChatProvider, ProviderRequest, ReplyOptions } from './provider';
import { ProviderFailure } from './provider';
import { failureOf, parseProviderJson, postToProvider, serverSentData } from './provider-http';

export const GEMINI_DEFAULT_BASE_URL = 'https://generativelanguage.googleapis.com/v1beta';

interface GeminiResponse {
  candidates?: Array<{ content?: { parts?: Array<{ text?: string }> }; finishReason?: string }>;
  promptFeedback?: { blockReason?: string };
}

/** Finish reasons that mean the model declined or was stopped by a filter: no usable answer. */
const refusedFinishReasons = new Set([
  'SAFETY',
  'RECITATION',
  'BLOCKLIST',
  'PROHIBITED_CONTENT',
  'SPII',
  'OTHER',
]);

/** The text of one (possibly partial) response, or a refusal. */
function textOf(payload: unknown): string {
  const response = payload as GeminiResponse | null;
  const blocked = response?.promptFeedback?.blockReason;
  if (blocked) throw new ProviderFailure('refusal', `prompt blocked: ${blocked}`);
  const candidate = response?.candidates?.[0];
  if (!candidate) throw new ProviderFailure('malformed', 'no candidates');
  if (candidate.finishReason && refusedFinishReasons.has(candidate.finishReason)) {
    throw new ProviderFailure('refusal', `finishReason ${candidate.finishReason}`);
  }
  return (candidate.content?.parts ?? []).map((part) => part.text ?? '').join('');
}

/**
 * Google's Gemini API, as the original product used it: `models/{model}:generateContent`, or
 * `:streamGenerateContent?alt=sse` when streaming. The key goes in the `x-goog-api-key` header,
 * never in the URL (URLs end up in error messages and proxies' logs).
 */
export function geminiProvider(settings: {
  baseUrl?: string;
  model: string;
  apiKey: string;
}): ChatProvider {
  const { model, apiKey } = settings;
  const baseUrl = settings.baseUrl ?? GEMINI_DEFAULT_BASE_URL;
  const modelPath = `${baseUrl}/models/${encodeURIComponent(model)}`;
  return {
    name: 'gemini',
    model,
    async *reply(request: ProviderRequest, options: ReplyOptions) {
      const url = options.stream
        ? `${modelPath}:streamGenerateContent?alt=sse`
        : `${modelPath}:generateContent`;
      const response = await postToProvider(
        url,
        { 'x-goog-api-key': apiKey },
        {
          systemInstruction: { parts: [{ text: request.system }] },
          contents: request.turns.map((turn) => ({
            role: turn.role,
            parts: [{ text: turn.text }],
          })),
        },
        options.signal,
        apiKey,
      );
      try {
        if (!options.stream || !response.body) {
          yield textOf(parseProviderJson(await response.text()));
          return;
        }
        for await (const data of serverSentData(response.body)) {
          const text = textOf(parseProviderJson(data));
          if (text) yield text;
        }
      } catch (error) {
        throw failureOf(error, options.signal, apiKey);
      }
    },
  };
}
