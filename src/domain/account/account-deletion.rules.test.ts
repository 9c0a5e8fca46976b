import { describe, expect, it } from 'vitest';
import {
  DELETED_RETENTION_MS,
  DeletionText,
  deletionRefusal,
  isPurgeDue,
  restoreDaysLeft,
  restoreLinkPath,
} from './account-deletion.rules';

const DAY = 24 * 60 * 60_000;
const roles = [{ roleId: 1, roleName: 'Admin', builtIn: true }];
const facts = {
  roles,
  users: [
    { userId: 1, accountType: 1, roleIds: [1], active: true },
    { userId: 2, accountType: 2, roleIds: [], active: true },
  ],
};

describe('account deletion rules (issue 35)', () => {
  it('counts whole days left, 30 at first, 1 on the last day, then none', () => {
    const at = Date.UTC(2026, 10, 1);
    expect(restoreDaysLeft(at, at)).toBe(30);
    expect(restoreDaysLeft(at, at + 29 * DAY + 1)).toBe(1);
    expect(restoreDaysLeft(at, at + DELETED_RETENTION_MS)).toBe(0);
    expect(isPurgeDue(at, at + DELETED_RETENTION_MS - 1)).toBe(false);
    expect(isPurgeDue(at, at + DELETED_RETENTION_MS)).toBe(true);
  });

  it('links to /restore/account for one workspace and /restore/choice for several, with the register route’s four parameters', () => {
    expect(restoreLinkPath('h', 7, 'a+b@c.d', 1)).toBe('/restore/account/h/7/a%2Bb%40c.d/false');
    expect(restoreLinkPath('h', 7, 'a@c.d', 2)).toBe('/restore/choice/h/7/a%40c.d/false');
  });

  it('refuses deleting oneself and the last administrator', () => {
    expect(deletionRefusal(facts, 1, 1)).toBe(DeletionText.notYourself);
    expect(deletionRefusal(facts, 3, 1)).toMatch(/at least one active administrator/);
    expect(deletionRefusal(facts, 1, 2)).toBeNull();
  });
});
