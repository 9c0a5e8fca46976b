import { describe, expect, it, vi } from 'vitest';
import { FieldType } from '../../domain/forms/form.entity';
import { instance, text } from '../../domain/forms/instance/instance.test-helper';
import { FakeCustomPatternChecker } from '../testing/fake-custom-pattern-checker';
import { EditFormInstance } from './edit-form-instance.use-case';
import type { EditorPatch } from './form-instance-editor';
import { instanceHarness, shownErrors } from './form-instance.test-kit';

const permit = text(1, { Data: '', ValidationPatternType: 1, Options: '[A-Z]{2}-\\d{4}' });
const legacy = text(2, { Data: '', ValidationPatternType: 1, Options: '(a+)+$' });
const notes = text(3, { TypeId: FieldType.TextArea, Data: '' });

/** An instance page whose backtracking check answers when the test says so. */
function fill(checker: FakeCustomPatternChecker) {
  const h = instanceHarness();
  const edit = new EditFormInstance(h.time, h.drafts, h.notifier, checker);
  const patches: EditorPatch[] = [];
  const editor = edit.start(edit.modelOf(instance([permit, legacy, notes])), (patch) => patches.push(patch));
  patches.push(editor.start());
  return { editor, patches };
}

describe('the instance page runs a custom pattern only once it is cleared', () => {
  it('asks the check about each custom pattern once, and runs the cleared one when the verdicts arrive', async () => {
    const checker = new FakeCustomPatternChecker();
    checker.verdicts.set('(a+)+$', { safe: false, reason: 'exponential' });
    const { editor, patches } = fill(checker);
    editor.change(1, 'BP-20');
    editor.change(2, `${'a'.repeat(30)}!`);
    // Not answered yet: neither pattern has run.
    expect(shownErrors(patches).size).toBe(0);
    // The cleared pattern runs once the verdicts arrive; the refused one never does (the person filling the form
    // cannot repair it).
    await vi.waitFor(() =>
      expect(shownErrors(patches)).toEqual(new Map([[1, 'Please enter correct text!']])),
    );
    expect(checker.checked).toEqual(['[A-Z]{2}-\\d{4}', '(a+)+$']);
    editor.change(1, 'BP-2041');
    expect(shownErrors(patches).size).toBe(0);
  });

  it('bounds values before any pattern runs: a text box at 2,000 characters, a text area at 20,000', async () => {
    const { editor, patches } = fill(new FakeCustomPatternChecker());
    editor.change(1, 'A'.repeat(2001));
    editor.change(3, 'x'.repeat(20_001));
    expect(shownErrors(patches)).toEqual(
      new Map([
        [1, 'Max characters length (2000) exceeded!'],
        [3, 'Max characters length (20000) exceeded!'],
      ]),
    );
  });
});
