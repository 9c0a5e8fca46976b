import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** What a network error code means, for the one line the CLI prints. */
const NETWORK_ERRORS: Record<string, (url: URL) => string> = {
  ECONNREFUSED: (url) => `connection refused (nothing listens on ${url.host})`,
  ENOTFOUND: (url) => `host not found (${url.hostname})`,
  EAI_AGAIN: (url) => `host name lookup failed (${url.hostname})`,
  EHOSTUNREACH: (url) => `no route to host ${url.hostname}`,
  ENETUNREACH: (url) => `network unreachable for ${url.hostname}`,
  ECONNRESET: () => 'the connection was closed without an answer',
};

/**
 * Why `url` cannot be reached, or undefined when it answers anything at all (a 404 included). One GET, no
 * connection kept, given up after `timeoutMs`: a backend that is down then fails the CLI in seconds, where the
 * Verifier would wait for each interaction in turn. Errors past the connection (TLS, say) are left to the Verifier.
 */
export function unreachableReason(url: string, timeoutMs = 5000): Promise<string | undefined> {
  const target = new URL(url);
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = request(target, { method: 'GET', agent: false }, (res) => {
      res.resume();
      clearTimeout(timer);
      req.destroy();
      resolve(undefined);
    });
    const timer = setTimeout(() => {
      req.destroy();
      resolve(`no answer within ${timeoutMs / 1000} s`);
    }, timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      const reason = error.code ? NETWORK_ERRORS[error.code] : undefined;
      resolve(reason?.(target));
    });
    req.end();
  });
}
