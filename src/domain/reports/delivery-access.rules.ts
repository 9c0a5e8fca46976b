/**
 * Whose access a scheduled delivery runs with (issue 32 #2; docs/reports.md "Scheduled delivery"): whoever saved the
 * filter last. Saving a colleague's scheduled filter makes its deliveries run with the access of the one saving, so
 * the Edit dialog says so before Save.
 */
import type { ReportFilter } from './report-filter.entity';
import { isScheduled } from './report-filter.rules';

export const deliveryAccessMessage = (savedByName: string) =>
  `Deliveries will run with your access once you save: recipients will receive only what you may see, ` +
  `no longer what ${savedByName || 'the one who saved it last'} may see.`;

/**
 * The warning the Edit dialog shows, or null: only for a filter that is scheduled (as being edited) and was last
 * saved by someone else than `userId`.
 */
export function deliveryAccessWarning(
  filter: Pick<ReportFilter, 'Id' | 'StartingDate' | 'SavedById' | 'SavedByName'>,
  userId: number | undefined,
): string | null {
  if (filter.Id === 0 || !isScheduled(filter) || userId === undefined) return null;
  if (filter.SavedById === undefined || filter.SavedById === userId) return null;
  return deliveryAccessMessage(filter.SavedByName ?? '');
}
