import { describe, expect, it } from 'vitest';
import {
  allowedOriginsFromEnv,
  configuredAllowedOrigins,
  defaultAllowedOrigins,
  originAllowed,
} from './origins';

describe('which pages may open the hub', () => {
  const allowed = ['http://localhost:5173', 'https://app.example.com'];

  it.each<[string | undefined, boolean, string]>([
    [undefined, true, 'no Origin: a non-browser client'],
    ['http://localhost:5173', true, 'a listed origin'],
    ['HTTP://LOCALHOST:5173', true, 'a listed origin in capitals'],
    ['https://app.example.com:443', true, 'a listed origin with its default port'],
    ['http://localhost:5174', false, 'another port'],
    ['https://localhost:5173', false, 'another scheme'],
    ['http://evil.example', false, 'another site'],
    ['http://localhost:5173.evil.example', false, 'a look-alike host'],
    ['null', false, 'an opaque origin (sandboxed frame, file: page)'],
    ['', false, 'an empty Origin'],
    ['not a url', false, 'garbage'],
    ['http://127.0.0.1:3000', true, "the server's own origin (Host 127.0.0.1:3000)"],
  ])('%s → %s (%s)', (origin, expected) => {
    expect(originAllowed(origin, '127.0.0.1:3000', allowed)).toBe(expected);
  });

  it('allows the dev server, the preview and the e2e app on localhost and 127.0.0.1 by default', () => {
    expect(defaultAllowedOrigins({ E2E_APP_PORT: '41234' })).toEqual([
      'http://localhost:5173',
      'http://127.0.0.1:5173',
      'http://localhost:4173',
      'http://127.0.0.1:4173',
      'http://localhost:41234',
      'http://127.0.0.1:41234',
    ]);
    expect(defaultAllowedOrigins({ PREVIEW_PORT: 'x' })).toHaveLength(4);
  });

  it('takes GRIDWORK_ALLOWED_ORIGINS instead of the defaults, and refuses a list that is not origins', () => {
    const env = { GRIDWORK_ALLOWED_ORIGINS: ' https://App.example.com , http://localhost:8080 ' };
    expect(configuredAllowedOrigins(env)).toEqual(['https://app.example.com', 'http://localhost:8080']);
    expect(configuredAllowedOrigins({ GRIDWORK_ALLOWED_ORIGINS: ' ' })).toEqual(defaultAllowedOrigins({}));
    expect(() => allowedOriginsFromEnv({ GRIDWORK_ALLOWED_ORIGINS: 'localhost:5173' })).toThrow(
      "GRIDWORK_ALLOWED_ORIGINS: 'localhost:5173' is not an http(s) origin.",
    );
  });
});
