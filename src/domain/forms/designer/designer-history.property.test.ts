/**
 * Property tests: over any mix of operations, undos and redos, the history behaves like a cursor over
 * the list of states, undo then redo gives back the same form, and refusing the latest operation
 * restores the form before it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Form } from '../form.entity';
import { emptyHistory, record, redo, refuse, undo } from './designer-history';
import { moveFieldToZone } from './field-drop';
import type { DropZone } from './drop-zones';
import { form, nl, num } from './designer.test-helper';

type Step = { kind: 'move'; id: number; to: number; after: boolean } | { kind: 'undo' } | { kind: 'redo' };

const START = form(num(1), num(2), nl(3), num(4), num(5), nl(6), num(7));
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('move' as const),
    id: fc.integer({ min: 1, max: 7 }),
    to: fc.integer({ min: 1, max: 7 }),
    after: fc.boolean(),
  }),
  fc.constant({ kind: 'undo' as const }),
  fc.constant({ kind: 'redo' as const }),
);

describe('history properties', () => {
  it('matches a cursor over the states, and undo then redo is the identity', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let h = emptyHistory<Form>();
        let current = START;
        const states: Form[] = [START];
        let cursor = 0;
        for (const s of steps) {
          if (s.kind === 'move') {
            const zone: DropZone = { kind: s.after ? 'after' : 'before', fieldId: s.to };
            const outcome = moveFieldToZone(current, s.id, zone);
            if (!outcome.ok) continue;
            const next = { ...current, Fields: outcome.plan.fields };
            h = record(h, 'Move field', current, next).history;
            current = next;
            states.splice(cursor + 1, states.length, next);
            cursor++;
          } else if (s.kind === 'undo') {
            const back = undo(h);
            if (back === undefined) {
              expect(cursor).toBe(0);
              continue;
            }
            const forward = redo(back.history);
            expect(forward?.restore).toBe(current);
            h = back.history;
            current = back.restore;
            cursor--;
          } else {
            const forward = redo(h);
            if (forward === undefined) {
              expect(cursor).toBe(states.length - 1);
              continue;
            }
            h = forward.history;
            current = forward.restore;
            cursor++;
          }
          expect(current).toBe(states[cursor]);
        }
      }),
    );
  });

  it('refusing the latest operation restores the form before it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 7 }), (id, to) => {
        const outcome = moveFieldToZone(START, id, { kind: 'after', fieldId: to });
        if (!outcome.ok) return;
        const { history, entryId } = record(emptyHistory<Form>(), 'Move field', START, {
          ...START,
          Fields: outcome.plan.fields,
        });
        expect(refuse(history, entryId).restore).toBe(START);
      }),
    );
  });
});
