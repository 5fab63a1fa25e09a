import type { ChatProvider, ProviderRequest, ReplyOptions } from './provider';
import { ProviderFailure } from './provider';
import { failureOf, parseProviderJson, postToProvider, serverSentData } from './provider-http';

interface OpenAiChoice {
  message?: { content?: string | null; refusal?: string | null };
  delta?: { content?: string | null; refusal?: string | null };
  finish_reason?: string | null;
}

/** A refusal, in either of the ways OpenAI-compatible servers report one. */
function refusalOf(choice: OpenAiChoice | undefined): string | null {
  const part = choice?.message ?? choice?.delta;
  if (part?.refusal) return part.refusal;
  if (choice?.finish_reason === 'content_filter') return 'finish_reason content_filter';
  return null;
}

function firstChoice(payload: unknown): OpenAiChoice | undefined {
  const choices = (payload as { choices?: OpenAiChoice[] } | null)?.choices;
  return Array.isArray(choices) ? choices[0] : undefined;
}

/**
 * The OpenAI-compatible `POST {AI_BASE_URL}/chat/completions` API, which OpenAI, Ollama,
 * llama.cpp's server, vLLM and LM Studio all speak: a `system` message with the tutor's
 * instructions, the conversation as `user`/`assistant` messages, `Authorization: Bearer <key>`
 * when a key is set (local servers need none), and `stream: true` for server-sent chunks.
 */
export function openAiCompatibleProvider(settings: {
  baseUrl: string;
  model: string;
  apiKey?: string;
}): ChatProvider {
  const { baseUrl, model, apiKey } = settings;
  return {
    name: 'openai',
    model,
    async *reply(request: ProviderRequest, options: ReplyOptions) {
      const response = await postToProvider(
        `${baseUrl}/chat/completions`,
        apiKey ? { authorization: `Bearer ${apiKey}` } : {},
        {
          model,
          stream: options.stream,
          messages: [
            { role: 'system', content: request.system },
            ...request.turns.map((turn) => ({
              role: turn.role === 'model' ? 'assistant' : 'user',
              content: turn.text,
            })),
          ],
        },
        options.signal,
        apiKey,
      );
      try {
        const streamed = response.headers.get('content-type')?.includes('text/event-stream');
        if (!streamed || !response.body) {
          const choice = firstChoice(parseProviderJson(await response.text()));
          const refusal = refusalOf(choice);
          if (refusal) throw new ProviderFailure('refusal', refusal);
          const content = choice?.message?.content;
          if (typeof content !== 'string') {
            throw new ProviderFailure('malformed', 'no choices[0].message.content');
          }
          yield content;
          return;
        }
        for await (const data of serverSentData(response.body)) {
          if (data.trim() === '[DONE]') return;
          const choice = firstChoice(parseProviderJson(data));
          const refusal = refusalOf(choice);
          if (refusal) throw new ProviderFailure('refusal', refusal);
          const content = choice?.delta?.content;
          if (content) yield content;
        }
      } catch (error) {
        throw failureOf(error, options.signal, apiKey);
      }
    },
  };
}
