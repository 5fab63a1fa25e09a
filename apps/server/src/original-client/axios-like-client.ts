import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * Calls the API the way the original React client did: an axios instance with
 * `withCredentials: true` and `Content-Type: application/json` on every request, bodyless ones
 * included, keeping the session cookie the server sets — so a test written with it fails when a
 * change would break that client.
 */
export class AxiosLikeClient {
  private cookie: string | undefined;

  constructor(
    private readonly app: FastifyInstance,
    private readonly origin?: string,
  ) {}

  get = (path: string) => this.send('GET', path);
  post = (path: string, body?: unknown) => this.send('POST', path, body);
  put = (path: string, body?: unknown) => this.send('PUT', path, body);
  delete = (path: string) => this.send('DELETE', path);

  async send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.cookie) headers.cookie = this.cookie;
    if (this.origin) headers.origin = this.origin;
    const response = await this.app.inject({
      method,
      url: `/api${path}`,
      headers,
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    this.keepSession(response);
    return response;
  }

  private keepSession(response: LightMyRequestResponse) {
    const session = response.cookies.find((cookie) => cookie.name === 'grindstone_session');
    if (!session) return;
    const cleared = session.value === '' || (session.maxAge !== undefined && session.maxAge <= 0);
    this.cookie = cleared ? undefined : `${session.name}=${session.value}`;
  }
}
