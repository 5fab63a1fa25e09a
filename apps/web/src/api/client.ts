import { errorFromResponse, networkError } from './errorFromResponse';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON; a Blob or File (an upload) is sent as it is, with its own content type. */
  body?: unknown;
  signal?: AbortSignal;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** `VITE_API_BASE_URL` without a trailing slash; `/api` (same origin) when unset. */
export function resolveApiBaseUrl(configured: string | undefined): string {
  const base = configured?.trim() || '/api';
  return base.replace(/\/+$/, '');
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The one way the web app talks to the API: JSON in and out, cookies always sent, and every
 * non-2xx answer thrown as an ApiRequestError carrying status, code and the server's message.
 * Called as a function it answers the body; `.withHeaders` also answers the response headers
 * (the forum's list names its next page in one).
 */
export function createApiClient(baseUrl: string, fetchImpl: FetchLike) {
  async function exchange<T>(
    path: string,
    options: RequestOptions = {},
  ): Promise<{ body: T; headers: Headers }> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const init: RequestInit = {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers,
    };
    if (options.signal) init.signal = options.signal;
    if (options.body instanceof Blob) {
      headers['Content-Type'] = options.body.type || 'application/octet-stream';
      init.body = options.body;
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(options.body);
    }

    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, init);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw networkError();
    }

    const body = await readJson(response);
    if (!response.ok) throw errorFromResponse(response.status, body);
    return { body: body as T, headers: response.headers };
  }

  const request = async <T>(path: string, options: RequestOptions = {}): Promise<T> =>
    (await exchange<T>(path, options)).body;
  return Object.assign(request, { withHeaders: exchange });
}

/** Where the API lives; links the browser follows itself (downloads) start with it too. */
export const apiBaseUrl = resolveApiBaseUrl(import.meta.env.VITE_API_BASE_URL);

export const apiRequest = createApiClient(apiBaseUrl, (input, init) => fetch(input, init));
