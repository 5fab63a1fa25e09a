import { describe, expect, it } from 'vitest';
import { ApiRequestError, errorMessage } from './ApiRequestError';
import { createApiClient, type FetchLike, resolveApiBaseUrl } from './client';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function recordingFetch(response: Response | Error) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl: FetchLike = async (url, init) => {
    calls.push({ url, init });
    if (response instanceof Error) throw response;
    return response;
  };
  return { calls, fetchImpl };
}

async function caught(promise: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiRequestError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('resolveApiBaseUrl', () => {
  it('defaults to /api and drops trailing slashes', () => {
    expect(resolveApiBaseUrl(undefined)).toBe('/api');
    expect(resolveApiBaseUrl('  ')).toBe('/api');
    expect(resolveApiBaseUrl('https://api.example.com/api/')).toBe('https://api.example.com/api');
  });
});

describe('api client', () => {
  it('sends JSON with credentials and returns the parsed body', async () => {
    const { calls, fetchImpl } = recordingFetch(jsonResponse(201, { message: 'ok' }));
    const request = createApiClient('/api', fetchImpl);

    const body = await request<{ message: string }>('/user/register', {
      method: 'POST',
      body: { firstName: 'Ada' },
    });

    expect(body).toEqual({ message: 'ok' });
    expect(calls[0]?.url).toBe('/api/user/register');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"firstName":"Ada"}');
    expect(calls[0]?.init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('sends an uploaded file as it is, with its own content type', async () => {
    const { calls, fetchImpl } = recordingFetch(jsonResponse(200, { imported: [] }));
    const request = createApiClient('/api', fetchImpl);
    const zip = new Blob([new Uint8Array([0x50, 0x4b, 3, 4])], { type: 'application/zip' });

    await request('/problem/import', { method: 'POST', body: zip });

    expect(calls[0]?.init.body).toBe(zip);
    expect(calls[0]?.init.headers).toMatchObject({ 'Content-Type': 'application/zip' });
  });

  it('throws the server message, code and status for a non-2xx answer', async () => {
    const { fetchImpl } = recordingFetch(
      jsonResponse(401, { message: 'Invalid Credentials', code: 'INVALID_CREDENTIALS' }),
    );
    const error = await caught(createApiClient('/api', fetchImpl)('/user/login'));

    expect(error.status).toBe(401);
    expect(error.code).toBe('INVALID_CREDENTIALS');
    expect(error.message).toBe('Invalid Credentials');
    expect(errorMessage(error)).toBe('Invalid Credentials');
  });

  it('keeps validation issues and the request id', async () => {
    const { fetchImpl } = recordingFetch(
      jsonResponse(400, {
        message: 'Invalid Email',
        code: 'VALIDATION_FAILED',
        issues: [{ path: 'emailId', message: 'Invalid Email' }, { bogus: true }],
        requestId: 'req-7',
      }),
    );
    const error = await caught(createApiClient('/api', fetchImpl)('/user/register'));

    expect(error.issues).toEqual([{ path: 'emailId', message: 'Invalid Email' }]);
    expect(error.requestId).toBe('req-7');
  });

  it("falls back to 'Something went wrong' when the body has no message", async () => {
    const { fetchImpl } = recordingFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await caught(createApiClient('/api', fetchImpl)('/user/check'));

    expect(error.status).toBe(502);
    expect(error.code).toBe('UNKNOWN');
    expect(error.message).toBe('Something went wrong');
  });

  it('turns a failed fetch into a network error', async () => {
    const { fetchImpl } = recordingFetch(new TypeError('Failed to fetch'));
    const error = await caught(createApiClient('/api', fetchImpl)('/user/check'));

    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.message).toBe('Something went wrong');
  });

  it('gives anything that is not an API error the generic message', () => {
    expect(errorMessage(new Error('boom'))).toBe('Something went wrong');
    expect(errorMessage('nope')).toBe('Something went wrong');
  });
});
