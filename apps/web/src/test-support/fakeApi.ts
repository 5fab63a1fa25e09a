import { afterEach, vi } from 'vitest';

/** One request the app sent, as the fake server saw it (paths without the `/api` prefix). */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The JSON body, parsed; anything else (an uploaded Blob) as it was sent. */
  body: unknown;
}

/** A fixed answer (copied for each request), or a function that makes one. */
export type FakeAnswer = Response | ((request: FakeRequest) => Response | Promise<Response>);

/** A JSON answer, as the server sends every body. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** The server's error body (`{message, code, issues?}`, docs/api.md). */
export function apiError(
  status: number,
  message: string,
  code = 'VALIDATION_ERROR',
  issues?: { path: string; message: string }[],
): Response {
  return json({ message, code, ...(issues ? { issues } : {}) }, status);
}

/**
 * A server-sent-event stream the test writes to as it goes (Submit's places in line, then its
 * result): `response` is the answer, `send` adds an event, `end` closes the stream.
 */
export function eventStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start: (opened) => {
      controller = opened;
    },
  });
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    send(name: string, data: unknown) {
      controller?.enqueue(encoder.encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    end() {
      controller?.close();
    },
  };
}

/**
 * An answer held back until the test releases it: the screen's in-flight state can be looked
 * at first.
 */
export function heldAnswer() {
  let release: (response: Response) => void = () => {};
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer: () => answer, release };
}

function parseBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/**
 * Replaces `fetch` for one test with a fake server that answers `METHOD /path` (no query string)
 * from `answers`; anything else gets a 404 naming the request, so a missing answer shows up in
 * the screen and in `calls`. The app's own client, hooks and components all run for real.
 */
export function fakeApi(answers: Record<string, FakeAnswer> = {}) {
  const table = new Map(Object.entries(answers));
  const calls: FakeRequest[] = [];
  const fakeFetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://grindstone.test');
    const request: FakeRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname.replace(/^\/api(?=\/)/, ''),
      query: url.searchParams,
      body: parseBody(init.body),
    };
    calls.push(request);
    const answer = table.get(`${request.method} ${request.path}`);
    if (!answer) {
      return apiError(404, `No fake answer for ${request.method} ${request.path}`, 'NOT_FOUND');
    }
    return typeof answer === 'function' ? answer(request) : answer.clone();
  };
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  return {
    calls,
    /** Sets what `route` ('POST /user/login') answers from now on. */
    answer(route: string, answer: FakeAnswer) {
      table.set(route, answer);
    },
    /** The requests sent to `route`, oldest first. */
    callsTo(route: string) {
      return calls.filter((call) => `${call.method} ${call.path}` === route);
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});
