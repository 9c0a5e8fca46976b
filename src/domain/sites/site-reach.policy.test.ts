import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Site } from './site.entity';
import { itemReach, openSitesOf, reachOf, siteOpen } from './site-reach.policy';

const site = (over: Partial<Site> & Pick<Site, 'SiteId'>): Site => ({
  Name: `Site ${over.SiteId}`,
  Kind: 1,
  IsActive: true,
  AccessEndsOn: null,
  Hash: `h${over.SiteId}`,
  Projects: [],
  CreatedOn: '2026-01-01T00:00:00.000Z',
  PasswordSetOn: null,
  ...over,
});

// A small cabinet: 10 > 11 > 12 > 13, and 20 > 21.
const parents: Record<number, number | null> = { 10: null, 11: 10, 12: 11, 13: 12, 20: null, 21: 20 };
const parentOf = (id: number) => parents[id] ?? null;

describe('which sites an account may enter', () => {
  const client = site({
    SiteId: 1,
    Projects: [{ ProjectId: 7, Folders: [{ FolderId: 11, CanUpload: false }] }],
  });
  const supplier = site({
    SiteId: 2,
    Kind: 2,
    Projects: [{ ProjectId: 8, Folders: [{ FolderId: 20, CanUpload: true }] }],
  });

  it('lets an individual account into the sites whose row is Active and not past its end date', () => {
    const account = {
      visitorOf: null,
      memberships: [{ SiteId: 1, Status: 'Active' as const, AccessEndsOn: '2026-11-29' }],
    };
    expect(openSitesOf(account, [client, supplier], '2026-11-29').map((s) => s.SiteId)).toEqual([1]);
    expect(openSitesOf(account, [client, supplier], '2026-11-30')).toEqual([]);
    const deactivated = {
      visitorOf: null,
      memberships: [{ SiteId: 1, Status: 'Deactivated' as const, AccessEndsOn: null }],
    };
    expect(openSitesOf(deactivated, [client], '2026-11-29')).toEqual([]);
  });

  it('lets a single-password visitor into its own site only, never another', () => {
    const visitor = { visitorOf: 2, memberships: [] };
    expect(openSitesOf(visitor, [client, supplier], '2026-11-29').map((s) => s.SiteId)).toEqual([2]);
    // Even a row of another site does not widen a visitor's reach.
    const odd = { visitorOf: 2, memberships: [{ SiteId: 1, Status: 'Active' as const, AccessEndsOn: null }] };
    expect(openSitesOf(odd, [client, supplier], '2026-11-29').map((s) => s.SiteId)).toEqual([2]);
  });

  it('closes an inactive site or one past its end date for everybody', () => {
    expect(siteOpen({ IsActive: false, AccessEndsOn: null }, '2026-01-01')).toBe(false);
    expect(siteOpen({ IsActive: true, AccessEndsOn: '2026-01-01' }, '2026-01-01')).toBe(true);
    expect(siteOpen({ IsActive: true, AccessEndsOn: '2026-01-01' }, '2026-01-02')).toBe(false);
  });
});

describe('which items a site shows', () => {
  const shown = reachOf([
    site({ SiteId: 1, Projects: [{ ProjectId: 7, Folders: [{ FolderId: 11, CanUpload: false }] }] }),
    site({ SiteId: 3, Projects: [{ ProjectId: 7, Folders: [{ FolderId: 12, CanUpload: true }] }] }),
  ]);

  it('brings everything below a shown folder, and nothing above or beside it', () => {
    expect(itemReach(shown, 13, parentOf)).toEqual({
      ProjectId: 7,
      ShownFolderId: 11,
      CanUpload: true,
      SiteId: 1,
    });
    expect(itemReach(shown, 11, parentOf)).toMatchObject({ CanUpload: false });
    expect(itemReach(shown, 10, parentOf)).toBeNull();
    expect(itemReach(shown, 21, parentOf)).toBeNull();
    expect(itemReach(shown, 13, parentOf, 8)).toBeNull();
  });

  it('reaches an item exactly when it or one of its ancestors is shown (any tree, any shown set)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 30, maxLength: 30 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 5 }),
        fc.integer({ min: 1, max: 30 }),
        (rawParents, shownIds, item) => {
          // Parent of i is a smaller id (or none): always a tree.
          const parent = (id: number) => {
            const p = rawParents[id - 1]! % id;
            return p === 0 ? null : p;
          };
          const reach = reachOf([
            site({
              SiteId: 1,
              Projects: [
                { ProjectId: 1, Folders: shownIds.map((FolderId) => ({ FolderId, CanUpload: false })) },
              ],
            }),
          ]);
          const ancestors: number[] = [];
          for (let id: number | null = item; id !== null; id = parent(id)) ancestors.push(id);
          expect(itemReach(reach, item, parent) !== null).toBe(ancestors.some((id) => shownIds.includes(id)));
        },
      ),
    );
  });

  it('ends its walk on a cycle in the cabinet tree', () => {
    expect(itemReach(shown, 99, (id) => (id === 99 ? 98 : 99))).toBeNull();
  });
});
