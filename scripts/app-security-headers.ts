/**
 * The headers of the SPA's own responses (issue 31, finding 13), set by Vite's dev server and its preview
 * (vite.config.ts); a production server serving dist/ sends the preview's set. The API's are the mock server's
 * (mock-server/security-headers.ts). What the built app loads, and so what the strict policy allows:
 *
 * - its own scripts, style sheets and assets (web fonts pdfmake fetches, pictures): 'self';
 * - `data:` and `blob:` pictures (the favicon, logos, rich-text pictures, PDF pictures) and `blob:` downloads;
 * - `style` attributes, from React and from sanitised rich text (colours, sizes): `style-src-attr 'unsafe-inline'`,
 *   while style sheets and `<style>` elements stay 'self' only;
 * - fetch/XHR and the SignalR WebSocket to /api on its own origin: 'self' (CSP 3 lets 'self' match ws: and wss:);
 * - the worker recheck (the ReDoS check of custom patterns) starts from a `blob:` URL of its own bundled code.
 *
 * The dev server also needs the inline preamble of @vitejs/plugin-react, the `<style>` elements Vite injects for CSS
 * modules, and the HMR WebSocket: its policy adds 'unsafe-inline' for scripts and styles and `ws:`/`wss:`. It runs on
 * a developer's machine only; the preview (the production build) gets the strict one.
 */
type Policy = Record<string, string>;

const STRICT_POLICY: Policy = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self'",
  'style-src-attr': "'unsafe-inline'",
  'img-src': "'self' data: blob:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'worker-src': "'self' blob:",
  'object-src': "'none'",
  'base-uri': "'none'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
};

const DEV_POLICY: Policy = {
  ...STRICT_POLICY,
  'script-src': "'self' 'unsafe-inline'",
  'style-src': "'self' 'unsafe-inline'",
  'connect-src': "'self' ws: wss:",
};

const policyText = (policy: Policy) =>
  Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources}`)
    .join('; ');

const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  /** For browsers that ignore `frame-ancestors`. */
  'X-Frame-Options': 'DENY',
  /** Share links carry their secret in the path (/direct-form/{hash}): no URL leaves in a Referer. */
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

export function appSecurityHeaders(server: 'dev' | 'preview'): Record<string, string> {
  return {
    ...COMMON_HEADERS,
    'Content-Security-Policy': policyText(server === 'dev' ? DEV_POLICY : STRICT_POLICY),
  };
}
