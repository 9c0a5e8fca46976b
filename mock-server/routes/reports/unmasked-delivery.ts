/**
 * Who may receive a scheduled workbook with encrypted values in clear (issue 31; the rule is
 * src/domain/reports/unmasked-recipients.rules.ts): checked when a filter is saved and again at each delivery, with
 * the people as they are then.
 */
import type { UserRecord } from '../../../fixtures/types';
import type { ReportFilter } from '../../../src/domain/reports/report-filter.entity';
import {
  mayReceiveUnmasked,
  refusedUnmaskedRecipients,
} from '../../../src/domain/reports/unmasked-recipients.rules';
import type { Store } from '../../store';

/** The workspace's people who may be e-mailed unmasked values (active workspace users). */
export function unmaskReaders(store: Store, workspaceId: number): UserRecord[] {
  return store.data.users.filter(
    (u) =>
      u.workspaceId === workspaceId &&
      mayReceiveUnmasked({ accountType: u.accountType, active: !u.deactivatedOn }),
  );
}

/** One mail of a delivery: its recipients, the filter its workbook is produced with, whose reveal it also needs. */
export interface DeliveryMail {
  to: string[];
  filter: ReportFilter;
  revealTo: UserRecord[];
}

/**
 * The mails of one delivery. Without Unmask: one, to every recipient. With it: the recipients who may still receive
 * unmasked values get a workbook whose encrypted values are in clear only where each of them may see them; anyone
 * else (an outside address, or a user who left or became a site user since the filter was saved) gets the workbook
 * with every encrypted value masked, and is named in `masked` for the delivery log.
 */
export function deliveryMails(
  store: Store,
  workspaceId: number,
  filter: ReportFilter,
): { mails: DeliveryMail[]; masked: string[] } {
  const recipients = filter.ReportFilterScheduleRecipients;
  if (!filter.UnmaskEncrypted) return { mails: [{ to: recipients, filter, revealTo: [] }], masked: [] };
  const readers = unmaskReaders(store, workspaceId);
  const masked = refusedUnmaskedRecipients(
    filter,
    readers.map((u) => u.email),
  );
  const cleared = recipients.filter((r) => !masked.includes(r));
  const mails: DeliveryMail[] = [];
  if (cleared.length > 0)
    mails.push({ to: cleared, filter, revealTo: cleared.flatMap((r) => store.userByEmail(r) ?? []) });
  if (masked.length > 0)
    mails.push({ to: masked, filter: { ...filter, UnmaskEncrypted: false }, revealTo: [] });
  return { mails, masked };
}
