import { describe, expect, it } from 'vitest';
import {
  compareRecords,
  expiresAt,
  parseSessionRecord,
  phaseAt,
  warningAt,
  type SessionRecord,
} from './session-record';

const record: SessionRecord = { id: 's1', userId: 7, minutes: 30, ticks: 1_000_000 };
const min = 60_000;

describe('session time-out (platform spec §4)', () => {
  it('warns 10 minutes before expiry and expires after the session minutes', () => {
    expect(expiresAt(record)).toBe(1_000_000 + 30 * min);
    expect(warningAt(record)).toBe(1_000_000 + 20 * min);
    expect(phaseAt(record, 1_000_000 + 20 * min - 1)).toBe('active');
    expect(phaseAt(record, 1_000_000 + 20 * min)).toBe('warning');
    expect(phaseAt(record, 1_000_000 + 30 * min)).toBe('expired');
  });

  it('warns at once when the session is shorter than the warning lead', () => {
    expect(warningAt({ ...record, minutes: 5 })).toBe(record.ticks);
  });
});

describe('compareRecords (tabs kept in step)', () => {
  it.each([
    [record, null, 'removed'],
    [record, { ...record, userId: 8 }, 'other-user'],
    [record, { ...record, ticks: record.ticks + 5 }, 'extended'],
    [record, { ...record }, 'unchanged'],
    [null, record, 'signed-in'],
    [null, null, 'unchanged'],
  ] as const)('%j then %j is %s', (mine, theirs, expected) => {
    expect(compareRecords(mine, theirs)).toBe(expected);
  });
});

describe('parseSessionRecord', () => {
  it('reads a stored record and rejects anything malformed', () => {
    expect(parseSessionRecord(JSON.stringify(record))).toEqual(record);
    expect(parseSessionRecord('{"id":"s","userId":"7","minutes":3,"ticks":1}')).toBeNull();
    expect(parseSessionRecord('not json')).toBeNull();
    expect(parseSessionRecord(null)).toBeNull();
    expect(parseSessionRecord('null')).toBeNull();
  });
});
