import { describe, expect, it } from 'vitest';
import { deliveryAccessWarning } from './delivery-access.rules';

const monthly = { Id: 751, StartingDate: '2026-01-31', SavedById: 1, SavedByName: 'Ada Admin' };

describe('whose access a scheduled delivery runs with (issue 32 #2)', () => {
  it('warns whoever edits a scheduled filter someone else saved last', () => {
    expect(deliveryAccessWarning(monthly, 5)).toBe(
      'Deliveries will run with your access once you save: recipients will receive only what you may see, ' +
        'no longer what Ada Admin may see.',
    );
  });

  it('says nothing to the one who saved it last, for a filter not scheduled, or a new one', () => {
    expect(deliveryAccessWarning(monthly, 1)).toBeNull();
    expect(deliveryAccessWarning({ ...monthly, StartingDate: null }, 5)).toBeNull();
    expect(deliveryAccessWarning({ ...monthly, StartingDate: '' }, 5)).toBeNull();
    expect(deliveryAccessWarning({ ...monthly, Id: 0 }, 5)).toBeNull();
  });
});
