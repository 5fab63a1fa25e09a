import { ProviderFailure } from './provider';

/** Replaces every occurrence of the API key, so a provider echoing it back never reaches a log. */
export function scrubKey(text: string, key: string | undefined): string {
  return key ? text.split(key).join('[redacted]') : text;
}

/**
 * POSTs JSON to a provider and returns the response, or throws `ProviderFailure`: a non-2xx
 * answer (with the start of its body, scrubbed), an unreachable host, or the timeout.
 */
export async function postToProvider(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  signal: AbortSignal,
  key: string | undefined,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    throw failureOf(error, signal, key);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ProviderFailure(
      'http',
      scrubKey(`HTTP ${response.status} from ${new URL(url).host}: ${text.slice(0, 500)}`, key),
    );
  }
  return response;
}

/** A thrown fetch or body-read error as a failure kind: the timeout, or the network. */
export function failureOf(error: unknown, signal: AbortSignal, key: string | undefined) {
  if (error instanceof ProviderFailure) return error;
  if (signal.aborted) {
    const reason = signal.reason instanceof Error ? signal.reason.name : '';
    return new ProviderFailure(
      reason === 'TimeoutError' ? 'timeout' : 'network',
      `aborted: ${reason}`,
    );
  }
  const message = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : '';
  return new ProviderFailure('network', scrubKey(message, key));
}

/**
 * The `data:` payloads of a server-sent event stream, one per event, as both providers stream
 * (`text/event-stream`). Comments and other fields are skipped.
 */
export async function* serverSentData(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<string, void, undefined> {
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline = buffer.indexOf('\n');
    while (newline !== -1) {
      const line = buffer.slice(0, newline).replace(/\r$/, '');
      buffer = buffer.slice(newline + 1);
      if (line === '') {
        if (data.length > 0) yield data.join('\n');
        data = [];
      } else if (line.startsWith('data:')) {
        data.push(line.slice(5).replace(/^ /, ''));
      }
      newline = buffer.indexOf('\n');
    }
  }
  const last = buffer.replace(/\r$/, '');
  if (last.startsWith('data:')) data.push(last.slice(5).replace(/^ /, ''));
  if (data.length > 0) yield data.join('\n');
}

/** Parses one JSON payload, or fails as a malformed answer. */
export function parseProviderJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ProviderFailure('malformed', `not JSON: ${text.slice(0, 200)}`);
  }
}
