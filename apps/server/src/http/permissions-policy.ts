import type { FastifyInstance } from 'fastify';

/**
 * Powerful browser features the product never uses, denied to the page and to anything it
 * embeds; fullscreen stays available to the app's own origin (a video player). Only features
 * Chromium knows are named: it warns in the console about an unknown one on every page (it
 * does for `bluetooth`, which is therefore left out).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * Adds `Permissions-Policy` to every response, first thing (so CORS preflights have it too).
 * Failures Fastify answers before routing skip every hook: `routingErrors` sets it itself.
 */
export function registerPermissionsPolicy(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
