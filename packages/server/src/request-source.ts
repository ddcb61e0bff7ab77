/**
 * Where a request comes from, judged the same way by a lone server (app.ts) and by the primary of
 * `--workers N` (one-machine/front.ts): may the page it came from open a socket (its Origin), and which
 * client address do the per-address limits count it under (the peer, or behind the proxies the club
 * trusts, KOZYR_TRUST_PROXY, what the nearest of them says).
 */
import proxyAddr from '@fastify/proxy-addr';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

/**
 * A browser always sends Origin with a WebSocket upgrade and a cross-site POST: a page of another
 * site (or another port of this host) must not open a socket or end a session with the visitor's
 * cookie. Clients without Origin (bots, scripts) are not browsers.
 */
export function originAllowed(req: { readonly headers: IncomingHttpHeaders; }, allowed: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (allowed.includes('*') || allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/**
 * Which hops' X-Forwarded-For to believe (Fastify's `trustProxy` takes it as it is): addresses and
 * ranges as given (comma-separated), or a hop count as "the nearest n proxies".
 */
export function proxyTrust(t: string | number): (address: string, hop: number) => boolean {
  return typeof t === 'number' ? (_address, hop) => hop < t : proxyAddr.compile(t.split(',').map((a) => a.trim()));
}

/** The client's address: the peer's, or with trusted proxies the nearest address in X-Forwarded-For that is not one of them. */
export function clientAddress(req: IncomingMessage, trust: string | number | undefined): string {
  return trust === undefined ? (req.socket.remoteAddress ?? '') : proxyAddr(req, proxyTrust(trust));
}
