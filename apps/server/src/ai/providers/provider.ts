/** One turn of the conversation as a model sees it. */
export interface ProviderTurn {
  role: 'user' | 'model';
  text: string;
}

/** What every model provider is asked: the tutor's instructions and the (trimmed) conversation. */
export interface ProviderRequest {
  system: string;
  turns: ProviderTurn[];
}

export interface ReplyOptions {
  /** Ask the provider to stream (its streaming API) rather than answer in one piece. */
  stream: boolean;
  /** Aborted on the timeout or when the learner goes away. */
  signal: AbortSignal;
}

/**
 * A hosted or self-hosted model behind one interface: the server never cares which API it
 * speaks. `reply` yields the text as the provider produces it (one piece when not streaming) and
 * throws `ProviderFailure` on an error, a timeout or a refusal.
 */
export interface ChatProvider {
  readonly name: 'openai' | 'gemini';
  readonly model: string;
  reply(request: ProviderRequest, options: ReplyOptions): AsyncIterable<string>;
}

export type ProviderFailureKind = 'http' | 'network' | 'timeout' | 'refusal' | 'malformed';

/** Why a provider gave no usable answer; `detail` is for the log (already scrubbed of the key). */
export class ProviderFailure extends Error {
  constructor(
    readonly kind: ProviderFailureKind,
    readonly detail: string,
  ) {
    super(`${kind}: ${detail}`);
    this.name = 'ProviderFailure';
  }
}
