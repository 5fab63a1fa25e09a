import type { FastifyInstance } from 'fastify';

/**
 * Clients such as an axios instance send `Content-Type: application/json` on every request,
 * bodyless DELETEs and POSTs included. Fastify's JSON parser answers those with 400 "body is
 * empty"; here an empty JSON body is simply no body, so a route without a body schema (delete,
 * like, logout) works and one with a schema still answers its own validation message. A body
 * that is present is parsed by Fastify's own parser, prototype-poisoning checks included.
 */
export function treatEmptyJsonAsNoBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, String(body), done);
  });
}
