import { observer } from 'mobx-react-lite';
import { useState, type ComponentType } from 'react';
import { useStores } from '../app/stores-context';
import { loadFeatureArea } from '../app/feature-pages';

type Dialog = ComponentType<{ onClose: () => void }>;

/**
 * "Add to team" in the top bar (issue 35): every workspace user (account types 1 and 2) may ask to add someone to
 * their team; the dialog and its area load on the first click, so no page pays for them before. Below 992 px it shows
 * as a "+" (the name stays for screen readers); with a menu, it moves into the drawer as Upgrade does.
 */
export const TeamRequestButton = observer(function TeamRequestButton({
  inMenu = false,
  onOpened,
}: {
  /** In the phone drawer: a plain menu entry. */
  inMenu?: boolean;
  onOpened?: () => void;
}) {
  const { user } = useStores();
  const [dialog, setDialog] = useState<{ view: Dialog } | null>(null);
  const [open, setOpen] = useState(false);
  const current = user.user;
  if (current?.logged !== true || (current.accountType !== 1 && current.accountType !== 2)) return null;
  const clicked = () => {
    setOpen(true);
    onOpened?.();
    if (dialog) return;
    void Promise.all([loadFeatureArea('admin'), import('../admin/team-request-dialog')]).then(([, m]) =>
      setDialog({ view: m.TeamRequestDialog }),
    );
  };
  const View = dialog?.view;
  return (
    <>
      {inMenu ? (
        <button type="button" className="side-menu__button" onClick={clicked}>
          <span className="side-menu__label">Add to team</span>
        </button>
      ) : (
        <button
          type="button"
          className="button button--plain top-bar__team-request"
          title="Add to team"
          onClick={clicked}
        >
          <span className="top-bar__team-request-icon" aria-hidden="true">
            +
          </span>
          <span className="top-bar__team-request-label">Add to team</span>
        </button>
      )}
      {open && View && <View onClose={() => setOpen(false)} />}
    </>
  );
});
