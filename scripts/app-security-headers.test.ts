import { describe, expect, it } from 'vitest';
import { appSecurityHeaders } from './app-security-headers';

const directives = (server: 'dev' | 'preview') => {
  const policy = appSecurityHeaders(server)['Content-Security-Policy'];
  return new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const));
};

describe("the SPA's security headers (vite.config.ts)", () => {
  it('give the build a policy without inline or evaluated scripts, and forbid framing', () => {
    const csp = directives('preview');
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
    expect(appSecurityHeaders('preview')).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
    });
  });

  it("relax only what Vite's dev server needs: the React preamble, injected styles, the HMR socket", () => {
    const dev = directives('dev');
    const strict = directives('preview');
    expect(dev.get('script-src')).toContain("'unsafe-inline'");
    expect(dev.get('connect-src')).toContain('ws:');
    for (const name of ['default-src', 'img-src', 'object-src', 'frame-ancestors', 'base-uri', 'form-action'])
      expect(dev.get(name)).toEqual(strict.get(name));
  });
});
