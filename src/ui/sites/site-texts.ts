import type { SiteListItem } from '../../domain/sites/site-admin.entity';

/** A moment as the administration pages show it, in the reader's time zone: "2 Apr 2024, 09:30". */
export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

/** A day (`YYYY-MM-DD`) as the pages show it: "31 Dec 2026". */
export const day = (value: string) =>
  new Date(`${value}T00:00:00`).toLocaleDateString([], { dateStyle: 'medium' });

/** Whether visitors may come in now, in a few words. */
export function siteState(site: Pick<SiteListItem, 'IsActive' | 'AccessEndsOn'>, today: string): string {
  if (!site.IsActive) return 'Inactive';
  if (site.AccessEndsOn !== null && site.AccessEndsOn < today)
    return `Closed since ${day(site.AccessEndsOn)}`;
  return site.AccessEndsOn === null ? 'Active' : `Active until ${day(site.AccessEndsOn)}`;
}

export const todayHere = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};
