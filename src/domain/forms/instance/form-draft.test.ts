import moment from 'moment';
import { describe, expect, it } from 'vitest';
import { draftEntries, draftOf, draftPrompt, parseDraft } from './form-draft';

const savedAt = moment('2024-04-02 13:05', 'YYYY-MM-DD HH:mm').valueOf();

describe('drafts round-trip through storage text', () => {
  it('keeps instance, user, time and entries', () => {
    const draft = draftOf(
      300,
      2,
      savedAt,
      new Map([
        [6, 'Jordan'],
        [30, '3002'],
      ]),
    );
    expect(parseDraft(JSON.stringify(draft), 300)).toEqual({
      instanceId: 300,
      userId: 2,
      savedAt,
      values: { 6: 'Jordan', 30: '3002' },
    });
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['another instance', JSON.stringify({ instanceId: 301, userId: 2, savedAt, values: {} })],
    ['no time', JSON.stringify({ instanceId: 300, userId: 2, values: {} })],
    ['values not an object', JSON.stringify({ instanceId: 300, savedAt, values: [] })],
    ['an array', '[]'],
  ])('reads %s as no draft', (_name, text) => expect(parseDraft(text, 300)).toBeNull());

  it('keeps the page that wrote it; a page id that is not short text is dropped, the draft kept', () => {
    const draft = draftOf(300, 2, savedAt, new Map([[6, 'Jordan']]), 'page-1');
    expect(parseDraft(JSON.stringify(draft), 300)?.tab).toBe('page-1');
    for (const tab of [7, '', 'x'.repeat(101), null]) {
      const read = parseDraft(JSON.stringify({ ...draft, tab }), 300);
      expect(read).toEqual({ instanceId: 300, userId: 2, savedAt, values: { 6: 'Jordan' } });
    }
  });

  it('drops entries that are not field ids with text values', () => {
    const text = JSON.stringify({
      instanceId: 300,
      userId: null,
      savedAt,
      values: { 6: 'ok', x: 'bad', 7: 7, 8: null },
    });
    expect(parseDraft(text, 300)?.values).toEqual({ 6: 'ok' });
  });
});

it('restores only the entries of fields still editable', () => {
  const draft = draftOf(
    300,
    2,
    savedAt,
    new Map([
      [6, 'a'],
      [7, 'b'],
      [99, 'c'],
    ]),
  );
  expect(draftEntries(draft, (id) => id !== 7 && id !== 99)).toEqual(new Map([[6, 'a']]));
});

it('asks with the time of the last change, as the forms show dates', () => {
  expect(draftPrompt(savedAt)).toBe('You have unsaved changes from 04/02/2024 1:05 PM. Restore them?');
});
