import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The address the request came from: the socket's, never X-Forwarded-For,
 * which any client can write (and so dodge a per-address limit). Behind a
 * proxy every request would share the proxy's address; the real backend
 * handles that, this local API is reached directly.
 */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Called without a Node socket (app.fetch in-process): one shared bucket.
    return 'unknown';
  }
}
