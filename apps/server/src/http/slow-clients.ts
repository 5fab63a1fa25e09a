import type http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';
import { capConnectionsPerAddress } from './connection-cap';
import { closeSlowRequests, RECEIVE_CHECK_INTERVAL_MS } from './slow-requests';

type SlowClientSettings = Pick<
  Config,
  | 'REQUEST_RECEIVE_TIMEOUT_S'
  | 'UPLOAD_MIN_BYTES_PER_S'
  | 'MAX_CONNECTIONS_PER_ADDRESS'
  | 'TRUST_PROXY'
>;

/**
 * Node's own server options for receiving: the headers must arrive within the receive timeout,
 * checked every second (Node's default check runs every 30 s). Node's `requestTimeout` stays
 * off (Fastify's default): one fixed limit for every body would cut slow uploads, so bodies are
 * timed by `closeSlowRequests` instead.
 */
export function receivingServerOptions(config: SlowClientSettings): http.ServerOptions {
  return {
    headersTimeout: config.REQUEST_RECEIVE_TIMEOUT_S * 1000,
    connectionsCheckingInterval: RECEIVE_CHECK_INTERVAL_MS,
  };
}

/** What keeps slow or greedy clients from holding the server's connections (docs/operations.md). */
export function limitSlowClients(app: FastifyInstance, config: SlowClientSettings) {
  closeSlowRequests(
    app.server,
    {
      receiveTimeoutMs: config.REQUEST_RECEIVE_TIMEOUT_S * 1000,
      uploadMinBytesPerSecond: config.UPLOAD_MIN_BYTES_PER_S,
    },
    app.log,
  );
  // Behind a reverse proxy every connection comes from the proxy: a cap per address would cap
  // everyone together, so the proxy is where such a limit belongs.
  if (config.TRUST_PROXY === false) {
    capConnectionsPerAddress(app.server, config.MAX_CONNECTIONS_PER_ADDRESS, app.log);
  }
}
