import { describe, expect, it } from 'vitest';
import { FakeDialogs, FakePageUnload } from '../testing/fakes';
import { LEAVE_PAGE_PROMPT, UnsavedChanges } from './track-unsaved-changes.use-case';

describe('leave-page prompt', () => {
  it('lets the user leave a clean page without asking', async () => {
    const unsaved = new UnsavedChanges(new FakeDialogs(), new FakePageUnload());
    unsaved.track('form', () => false);
    expect(await unsaved.confirmLeave()).toBe(true);
  });

  it('asks with the exact text when a tracked form is dirty, and follows the answer', async () => {
    const dialogs = new FakeDialogs();
    const unsaved = new UnsavedChanges(dialogs, new FakePageUnload());
    const stop = unsaved.track('form', () => true);
    const answer = unsaved.confirmLeave();
    expect(dialogs.confirms[0].message).toBe(LEAVE_PAGE_PROMPT);
    expect(LEAVE_PAGE_PROMPT).toBe('You have unsaved changes. Are you sure you want to leave this page?');
    dialogs.confirms[0].answer(false);
    expect(await answer).toBe(false);
    stop();
    expect(await unsaved.confirmLeave()).toBe(true);
  });

  it('waits for a save on its way instead of asking, and asks only if something is still unsaved after it (issue 32 #11)', async () => {
    const dialogs = new FakeDialogs();
    const unsaved = new UnsavedChanges(dialogs, new FakePageUnload());
    let dirty = true;
    let done = (_saved: boolean) => undefined as void;
    let save: Promise<void> | null = new Promise<void>((resolve) => {
      done = (saved) => {
        dirty = !saved;
        save = null;
        resolve();
      };
    });
    unsaved.track(
      'form',
      () => dirty,
      () => save,
    );
    let left: boolean | null = null;
    const leaving = unsaved.confirmLeave().then((answer) => (left = answer));
    await Promise.resolve();
    expect(dialogs.confirms).toHaveLength(0);
    expect(left).toBeNull();
    done(true);
    await leaving;
    expect(left).toBe(true);
    expect(dialogs.confirms).toHaveLength(0);

    dirty = true;
    save = new Promise<void>((resolve) => {
      done = (saved) => {
        dirty = !saved;
        save = null;
        resolve();
      };
    });
    const failing = unsaved.confirmLeave();
    done(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(dialogs.confirms[0]?.message).toBe(LEAVE_PAGE_PROMPT);
    dialogs.confirms[0].answer(false);
    expect(await failing).toBe(false);
  });

  it('guards page unload while dirty', () => {
    const unload = new FakePageUnload();
    const unsaved = new UnsavedChanges(new FakeDialogs(), unload);
    unsaved.start();
    let dirty = false;
    unsaved.track('a', () => dirty);
    expect(unload.isDirty?.()).toBe(false);
    dirty = true;
    expect(unload.isDirty?.()).toBe(true);
  });
});
