/**
 * What the activity log says about the administration of sites (issue 33; docs/sites.md "Activity"): each entry
 * carries the site's id, so the log's filter by site finds it.
 */
import type { Describer, DescribeInput } from './activity-describers';
import type { Store } from '../store';

const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

const siteName = (store: Store, id: unknown) =>
  store.data.sites.find((s) => s.SiteId === num(id))?.Name ?? 'a site';
const siteUserOf = (store: Store, id: unknown) => store.data.siteUsers.find((u) => u.SiteUserId === num(id));

/** An entry about the site `answer.SiteId` names (or `body.SiteId`). */
const aboutSite = (action: (input: DescribeInput, name: string) => string): Describer => ({
  after: (input) => {
    const siteId = num(field(input.answer, 'SiteId')) ?? num(input.body.SiteId);
    return { area: 'sites', action: action(input, `"${siteName(input.store, siteId)}"`), siteId };
  },
});

/** An entry about a site user: the row is read before the route (a removed row is gone after it). */
const aboutSiteUser = (verb: string): Describer => ({
  before: (body, store) => {
    const row = siteUserOf(store, body.SiteUserId);
    return row ? { email: row.Email, siteId: row.SiteId, site: siteName(store, row.SiteId) } : undefined;
  },
  after: ({ found }) => {
    const row = found as { email: string; siteId: number; site: string } | undefined;
    return row
      ? { area: 'sites', action: `${verb} ${row.email} on the site "${row.site}"`, siteId: row.siteId }
      : null;
  },
});

export const SITE_ADMIN_DESCRIBERS: Readonly<Record<string, Describer>> = {
  '/site/create': aboutSite((_input, name) => `Created the site ${name}`),
  '/site/update': aboutSite(({ body }, name) =>
    body.IsActive === false ? `Changed the site ${name} (inactive)` : `Changed the site ${name}`,
  ),
  '/site/delete': {
    before: (body, store) => ({ name: siteName(store, body.SiteId), siteId: num(body.SiteId) }),
    after: ({ found }) => {
      const site = found as { name: string; siteId?: number } | undefined;
      return site ? { area: 'sites', action: `Deleted the site "${site.name}"`, siteId: site.siteId } : null;
    },
  },
  '/site/password': aboutSite((_input, name) => `Set a new password for the site ${name}`),
  '/site/users/invite': aboutSite(
    ({ answer }, name) => `Invited ${str(field(answer, 'Email'))} to the site ${name}`,
  ),
  '/site/users/resend': aboutSiteUser('Sent the invitation again to'),
  '/site/users/deactivate': aboutSiteUser('Deactivated'),
  '/site/users/reactivate': aboutSiteUser('Reactivated'),
  '/site/users/remove': aboutSiteUser('Removed'),
  '/site/users/update': aboutSiteUser('Changed the access of'),
  '/site/link': aboutSite(
    ({ answer }, name) => `Made a link to a ${str(field(answer, 'Kind'))} of the site ${name}`,
  ),
};
