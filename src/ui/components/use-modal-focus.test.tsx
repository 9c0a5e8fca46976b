import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useRef, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useModalFocus } from './use-modal-focus';

afterEach(cleanup);

function Dialog({ title, onClose, children }: { title: string; onClose?: () => void; children: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  const { onKeyDown } = useModalFocus(panel, onClose);
  return (
    <div className="backdrop">
      <div ref={panel} role="dialog" aria-modal="true" aria-label={title} tabIndex={-1} onKeyDown={onKeyDown}>
        {children}
      </div>
    </div>
  );
}

/** A page with buttons before and after its opener, and a dialog with a field, a radio group and two buttons. */
function Page({ confirmation = false }: { confirmation?: boolean }) {
  const [open, setOpen] = useState(false);
  const [blurs, setBlurs] = useState(0);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">After</button>
      <output aria-label="blurs">{blurs}</output>
      {open && (
        <Dialog title="Edit" onClose={() => setOpen(false)}>
          {!confirmation && (
            <>
              <input aria-label="Name" onBlur={() => setBlurs((n) => n + 1)} />
              <input type="radio" name="kind" aria-label="One" />
              <input type="radio" name="kind" aria-label="Two" defaultChecked />
              <input type="checkbox" aria-label="Disabled" disabled />
            </>
          )}
          <button type="button" data-autofocus={confirmation || undefined} onClick={() => setOpen(false)}>
            Cancel
          </button>
          <button type="button" onClick={() => setOpen(false)}>
            Delete
          </button>
        </Dialog>
      )}
    </>
  );
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return screen.getByRole('dialog', { name: 'Edit' });
}

describe('useModalFocus', () => {
  it('moves the focus to the first field on open', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await openDialog(user);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });

  it('opens a confirmation on the button marked data-autofocus (the least destructive one)', async () => {
    const user = userEvent.setup();
    render(<Page confirmation />);
    await openDialog(user);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('keeps Tab and Shift+Tab inside the dialog, stopping once at a radio group', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await openDialog(user);
    const stops: (string | null)[] = [];
    for (let i = 0; i < 5; i++) {
      await user.tab();
      stops.push(document.activeElement!.getAttribute('aria-label') ?? document.activeElement!.textContent);
    }
    expect(stops).toEqual(['Two', 'Cancel', 'Delete', 'Name', 'Two']);
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));
  });

  it('closes on Escape from anywhere inside, and gives the focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await openDialog(user);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {});
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('gives the focus back to the opener when a button closes the dialog', async () => {
    const user = userEvent.setup();
    render(<Page confirmation />);
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await act(async () => {});
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('gives the focus back to an opener disabled while its action ran, once it is enabled again', async () => {
    function Busy() {
      const [open, setOpen] = useState(false);
      const [busy, setBusy] = useState(false);
      const ask = () => {
        setBusy(true);
        setOpen(true);
      };
      return (
        <>
          <button type="button" onClick={ask} disabled={busy}>
            Deactivate
          </button>
          <button type="button" onClick={() => setBusy(false)}>
            Done
          </button>
          {open && (
            <Dialog title="Deactivate user" onClose={() => setOpen(false)}>
              <button type="button">Cancel</button>
            </Dialog>
          )}
        </>
      );
    }
    const user = userEvent.setup();
    render(<Busy />);
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    await user.keyboard('{Escape}');
    await act(async () => {});
    expect(document.activeElement).toBe(document.body);
    act(() => screen.getByRole('button', { name: 'Done' }).click());
    act(() => (document.activeElement as HTMLElement).blur());
    await act(async () => {});
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Deactivate' })),
    );
  });

  it('takes Tab and Escape back when the focus was lost to the page (a click on the backdrop)', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await openDialog(user);
    act(() => (document.activeElement as HTMLElement).blur());
    expect(document.activeElement).toBe(document.body);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
    act(() => (document.activeElement as HTMLElement).blur());
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("under strict mode keeps the first field focused through React's rehearsal, and still returns the focus on close", async () => {
    const user = userEvent.setup();
    render(
      <StrictMode>
        <Page />
      </StrictMode>,
    );
    await openDialog(user);
    await act(async () => {});
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
    expect(screen.getByRole('status', { name: 'blurs' }).textContent).toBe('0');
    await user.keyboard('{Escape}');
    await act(async () => {});
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('ignores Escape when the dialog cannot be dismissed, and keeps the focus on it', async () => {
    render(
      <>
        <button type="button">Export</button>
        <Dialog title="Please Wait">
          <p>Generating…</p>
        </Dialog>
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Please Wait' });
    expect(document.activeElement).toBe(dialog);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(dialog);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Please Wait' })).toBeTruthy();
  });

  it('lets only the newest of two open dialogs take the keys, and hands the focus back dialog by dialog', async () => {
    function Nested() {
      const [outer, setOuter] = useState(false);
      const [inner, setInner] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOuter(true)}>
            Open
          </button>
          {outer && (
            <Dialog title="Outer" onClose={() => setOuter(false)}>
              <button type="button" onClick={() => setInner(true)}>
                Ask
              </button>
            </Dialog>
          )}
          {inner && (
            <Dialog title="Inner" onClose={() => setInner(false)}>
              <button type="button">No</button>
            </Dialog>
          )}
        </>
      );
    }
    const user = userEvent.setup();
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Open' }).closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' }).closest('[inert]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'No' }));
    // Only the newest dialog is live: the one under it is inert, as is the page.
    expect(screen.getByRole('dialog', { name: 'Outer' }).closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Open' }).closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('dialog', { name: 'Inner' }).closest('[inert]')).toBeNull();
    await user.keyboard('{Escape}');
    await act(async () => {});
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' }).closest('[inert]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' }).closest('[inert]')).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ask' }));
    await user.keyboard('{Escape}');
    await act(async () => {});
    expect(document.querySelector('[inert]')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('leaves an element inert of its own accord inert after the dialog closes', async () => {
    const user = userEvent.setup();
    render(
      <>
        <div inert data-testid="asleep">
          <button type="button">Hidden</button>
        </div>
        <Page />
      </>,
    );
    await openDialog(user);
    await user.keyboard('{Escape}');
    await act(async () => {});
    expect(screen.getByTestId('asleep').hasAttribute('inert')).toBe(true);
  });

  it('gives the focus to what took the place of an opener gone after the action (Reactivate for Deactivate)', async () => {
    function Row() {
      const [active, setActive] = useState(true);
      const [busy, setBusy] = useState(false);
      const [asking, setAsking] = useState(false);
      const confirm = () => {
        setAsking(false);
        // The call answers later; the row's button is then another element, enabled.
        setTimeout(() => {
          setActive(false);
          setBusy(false);
        }, 20);
      };
      return (
        <main>
          <h1>Users</h1>
          <div>
            <button type="button">Change</button>
            {active ? (
              <button
                key="deactivate"
                type="button"
                disabled={busy}
                onClick={() => (setBusy(true), setAsking(true))}
              >
                Deactivate
              </button>
            ) : (
              <button key="reactivate" type="button">
                Reactivate
              </button>
            )}
          </div>
          {asking && (
            <Dialog title="Deactivate user" onClose={() => setAsking(false)}>
              <button type="button" onClick={confirm}>
                Deactivate
              </button>
            </Dialog>
          )}
        </main>
      );
    }
    const user = userEvent.setup();
    render(<Row />);
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reactivate' })),
    );
  });

  /** A list of tags, each deleted after a confirmation; "No tags." in the list's place once none is left. */
  function Tags({ initial }: { initial: string[] }) {
    const [items, setItems] = useState(initial);
    const [asking, setAsking] = useState<string | null>(null);
    return (
      <main>
        <h1>Tags</h1>
        <button type="button">New tag</button>
        {items.length > 0 ? (
          <ul>
            {items.map((item) => (
              <li key={item}>
                <button type="button" onClick={() => setAsking(item)}>
                  Delete {item}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p>No tags.</p>
        )}
        {asking && (
          <Dialog title="Delete tag" onClose={() => setAsking(null)}>
            <button
              type="button"
              onClick={() => {
                setItems((all) => all.filter((item) => item !== asking));
                setAsking(null);
              }}
            >
              Delete
            </button>
          </Dialog>
        )}
      </main>
    );
  }

  it('gives the focus to the next row when the row of the opener was deleted', async () => {
    const user = userEvent.setup();
    render(<Tags initial={['Project', 'Urgent']} />);
    await user.click(screen.getByRole('button', { name: 'Delete Project' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await act(async () => {});
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Urgent' }));
  });

  it("gives the focus to the page's main heading when nothing focusable took the opener's place, focusable for that time only", async () => {
    const user = userEvent.setup();
    render(<Tags initial={['Project']} />);
    await user.click(screen.getByRole('button', { name: 'Delete Project' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await act(async () => {});
    const heading = screen.getByRole('heading', { name: 'Tags' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New tag' }));
    expect(heading.hasAttribute('tabindex')).toBe(false);
  });
});
