import { describe, expect, it } from 'vitest';
import { directInstanceAccess, directInstancePath } from './direct-instance.rules';

describe('a form instance by direct link (issue 35)', () => {
  it('lets the share decide: view by link, else the one-time code; nothing for another instance or no share', () => {
    expect(directInstanceAccess({ InstanceId: 300, ViewByLink: true }, 300)).toBe('View');
    expect(directInstanceAccess({ InstanceId: 300 }, 300)).toBe('Code');
    expect(directInstanceAccess({ InstanceId: 300, ViewByLink: true }, 301)).toBeNull();
    expect(directInstanceAccess(undefined, 300)).toBeNull();
  });

  it('links to /direct/{Hash}/{InstanceId}', () => {
    expect(directInstancePath('Abc_-1', 300)).toBe('/direct/Abc_-1/300');
  });
});
