import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type StandInAnswer = (request: RecordedRequest, response: http.ServerResponse) => void;

/**
 * A local HTTP server standing in for an AI provider (no real model is reachable in tests): it
 * records every request and answers with `answer`, which a test may swap at any time.
 */
export async function startProviderStandIn(answer: StandInAnswer) {
  const requests: RecordedRequest[] = [];
  let current = answer;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const recorded = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      };
      requests.push(recorded);
      current(recorded, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answerWith(next: StandInAnswer) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ProviderStandIn = Awaited<ReturnType<typeof startProviderStandIn>>;

const json = (response: http.ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const sse = (response: http.ServerResponse, payloads: string[]) => {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  for (const payload of payloads) response.write(`data: ${payload}\n\n`);
  response.end();
};

/** Splits a reply into small pieces, as a model streams it. */
const pieces = (text: string, size = 7) =>
  Array.from({ length: Math.ceil(text.length / size) }, (_, index) =>
    text.slice(index * size, (index + 1) * size),
  );

/** OpenAI's `/chat/completions` shapes: one JSON completion, or `chat.completion.chunk` events. */
export function openAiAnswer(reply: string): StandInAnswer {
  return (request, response) => {
    const body = JSON.parse(request.body) as { stream?: boolean };
    if (!body.stream) {
      json(response, 200, {
        object: 'chat.completion',
        choices: [
          { index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' },
        ],
      });
      return;
    }
    sse(response, [
      ...pieces(reply).map((content) =>
        JSON.stringify({
          object: 'chat.completion.chunk',
          choices: [{ index: 0, delta: { content }, finish_reason: null }],
        }),
      ),
      JSON.stringify({
        object: 'chat.completion.chunk',
        choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
      }),
      '[DONE]',
    ]);
  };
}

/** Gemini's `generateContent` response, or `streamGenerateContent?alt=sse` events. */
export function geminiAnswer(reply: string): StandInAnswer {
  const chunk = (text: string, finishReason?: string) =>
    JSON.stringify({
      candidates: [
        {
          content: { role: 'model', parts: [{ text }] },
          ...(finishReason ? { finishReason } : {}),
        },
      ],
    });
  return (request, response) => {
    if (request.url.includes(':streamGenerateContent')) {
      const parts = pieces(reply);
      sse(
        response,
        parts.map((text, index) => chunk(text, index === parts.length - 1 ? 'STOP' : undefined)),
      );
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(chunk(reply, 'STOP'));
  };
}

/** A provider that is down: HTTP 500 with an error body that echoes the key it was sent. */
export function failingAnswer(status = 500): StandInAnswer {
  return (request, response) =>
    json(response, status, {
      error: { message: `upstream failure for ${request.headers.authorization ?? 'no key'}` },
    });
}
