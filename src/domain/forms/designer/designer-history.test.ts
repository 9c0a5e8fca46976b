import { describe, expect, it } from 'vitest';
import {
  HISTORY_LIMIT,
  HistoryLabel,
  canRedo,
  canUndo,
  emptyHistory,
  mapSnapshots,
  record,
  redo,
  redoTitle,
  refuse,
  undo,
  undoTitle,
  type History,
} from './designer-history';

/** Records `labels` as operations turning state i-1 into state i (states are numbers here). */
function recorded(labels: string[], start: History<number> = emptyHistory<number>()): History<number> {
  return labels.reduce((h, label, i) => record(h, label, i, i + 1).history, start);
}

describe('undo and redo', () => {
  it('start with nothing to undo or redo', () => {
    const h = emptyHistory<number>();
    expect([canUndo(h), canRedo(h), undoTitle(h), redoTitle(h), undo(h), redo(h)]).toEqual([
      false,
      false,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(h.limit).toBe(100);
  });

  it('undo restores the snapshot before, redo the one after, with labels', () => {
    const h = recorded([HistoryLabel.addField, HistoryLabel.moveField]);
    expect(undoTitle(h)).toBe('Undo Move field');
    const back = undo(h)!;
    expect(back.restore).toBe(1);
    expect([undoTitle(back.history), redoTitle(back.history)]).toEqual(['Undo Add field', 'Redo Move field']);
    const again = redo(back.history)!;
    expect(again.restore).toBe(2);
    expect(canRedo(again.history)).toBe(false);
  });

  it('a new operation clears what could be redone', () => {
    const h = undo(recorded(['a', 'b']))!.history;
    expect(canRedo(record(h, 'c', 1, 5).history)).toBe(false);
  });

  it(`keeps the last ${HISTORY_LIMIT} operations`, () => {
    const h = recorded(Array.from({ length: HISTORY_LIMIT + 5 }, (_, i) => `op ${i}`));
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0].label).toBe('op 5');
    expect(recorded(['a', 'b', 'c'], emptyHistory(2)).past.map((e) => e.label)).toEqual(['b', 'c']);
  });

  it('merges operations with the same merge key into one step (a resize drag)', () => {
    let h = record(emptyHistory<number>(), HistoryLabel.resizeColumn, 180, 190, 'column:1').history;
    h = record(h, HistoryLabel.resizeColumn, 190, 220, 'column:1').history;
    expect(h.past).toEqual([
      { id: 1, label: 'Resize column', before: 180, after: 220, mergeKey: 'column:1' },
    ]);
    h = record(h, HistoryLabel.resizeColumn, 220, 230, 'column:2').history;
    expect(h.past).toHaveLength(2);
  });
});

describe('a server refusal', () => {
  it('removes the optimistic entry and restores the snapshot before it', () => {
    const { history, entryId } = record(recorded(['a']), HistoryLabel.deleteField, 1, 2);
    const refused = refuse(history, entryId);
    expect(refused.restore).toBe(1);
    expect(refused.history.past.map((e) => e.label)).toEqual(['a']);
  });

  it('also drops the entries built on the refused one', () => {
    const h = recorded(['a', 'b', 'c']);
    const refused = refuse(h, h.past[1].id);
    expect(refused.restore).toBe(1);
    expect(refused.history.past.map((e) => e.label)).toEqual(['a']);
  });

  it('restores nothing when the refused operation was already undone', () => {
    const h = undo(undo(recorded(['a', 'b', 'c']))!.history)!.history;
    const refused = refuse(h, h.future[1].id);
    expect(refused.restore).toBeUndefined();
    expect(refused.history.future.map((e) => e.label)).toEqual([]);
    expect(refuse(h, 999)).toEqual({ history: h });
  });

  it('maps every snapshot', () => {
    const h = mapSnapshots(undo(recorded(['a', 'b']))!.history, (s) => s * 10);
    expect([...h.past, ...h.future].map((e) => [e.before, e.after])).toEqual([
      [0, 10],
      [10, 20],
    ]);
  });

  it('keeps the field an entry is about, and renames it with the snapshots', () => {
    const { history } = record(recorded(['a']), HistoryLabel.moveField, 1, 2, undefined, 7);
    expect(undo(history)?.entry.subject).toBe(7);
    const renamed = mapSnapshots(
      history,
      (s) => s,
      (id) => (id === 7 ? 70 : id),
    );
    expect(renamed.past.map((e) => e.subject)).toEqual([undefined, 70]);
  });
});
