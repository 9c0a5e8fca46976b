import { describe, expect, it } from 'vitest';
import { filterErrors, newReportFilter, saveDisabled } from './report-filter.rules';
import { ReportType } from './report.entity';
import {
  mayReceiveUnmasked,
  refusedUnmaskedRecipients,
  unmaskedRecipientsError,
  unmaskedRecipientsMessage,
} from './unmasked-recipients.rules';

const READERS = ['admin@demo.test', 'member@demo.test'];
const scheduled = (recipients: string[], UnmaskEncrypted = true) => ({
  ...newReportFilter(700, ReportType.Forms),
  Name: 'Owners',
  StartingDate: '2099-01-01',
  RecurringType: 0 as const,
  ReportFilterScheduleRecipients: recipients,
  UnmaskEncrypted,
});

describe('who may be e-mailed unmasked values (issue 31)', () => {
  it('is an active workspace user: never an outside address, a site or direct-link user, or someone deactivated', () => {
    expect(mayReceiveUnmasked({ accountType: 1, active: true })).toBe(true);
    expect(mayReceiveUnmasked({ accountType: 2, active: true })).toBe(true);
    expect(mayReceiveUnmasked({ accountType: 2, active: false })).toBe(false);
    expect(mayReceiveUnmasked({ accountType: 3, active: true })).toBe(false);
    expect(mayReceiveUnmasked({ accountType: 4, active: true })).toBe(false);
    expect(mayReceiveUnmasked(undefined)).toBe(false);
  });

  it('names the recipients who are not, in order, case ignored; none when Unmask is off', () => {
    const filter = scheduled(['Member@Demo.test', 'collector@outside.test', 'x@outside.test']);
    expect(refusedUnmaskedRecipients(filter, READERS)).toEqual(['collector@outside.test', 'x@outside.test']);
    expect(refusedUnmaskedRecipients({ ...filter, UnmaskEncrypted: false }, READERS)).toEqual([]);
    expect(unmaskedRecipientsError(scheduled(['admin@demo.test']), READERS)).toBeNull();
    expect(unmaskedRecipientsMessage(['collector@outside.test'])).toBe(
      'Unmasked encrypted values are e-mailed only to workspace users, and collector@outside.test is not one. Remove it or turn off "Unmask encrypted fields".',
    );
    expect(unmaskedRecipientsMessage(['a@x.io', 'b@x.io'])).toBe(
      'Unmasked encrypted values are e-mailed only to workspace users, and a@x.io, b@x.io are not. Remove them or turn off "Unmask encrypted fields".',
    );
  });

  it('is a message of the filter form, so the dialog disables Save and the server refuses the same', () => {
    const outside = scheduled(['collector@outside.test']);
    expect(filterErrors(outside, ReportType.Forms, READERS)).toEqual({
      Recipients: unmaskedRecipientsMessage(['collector@outside.test']),
    });
    const state = { downloading: false, popupOpen: false };
    expect(saveDisabled(outside, ReportType.Forms, state, READERS)).toBe(true);
    expect(saveDisabled({ ...outside, UnmaskEncrypted: false }, ReportType.Forms, state, READERS)).toBe(
      false,
    );
    // The spec's own e-mail message comes first; task reports never unmask.
    expect(filterErrors(scheduled(['not an address']), ReportType.Forms, READERS).Recipients).toBe(
      'Invalid email!',
    );
    expect(
      filterErrors({ ...outside, TaskReportFilterAssignees: [0] }, ReportType.Tasks, READERS).Recipients,
    ).toBeUndefined();
  });
});
