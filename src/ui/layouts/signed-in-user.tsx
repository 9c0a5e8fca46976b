import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { displayName } from '../../domain/session/current-user';
import { useStores } from '../app/stores-context';

/** "Ada Admin" → "AA"; one word → its first two letters. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letters =
    words.length === 1
      ? Array.from(words[0]!).slice(0, 2)
      : [words[0]!, words[words.length - 1]!].map((word) => Array.from(word)[0]!);
  return letters.join('').toUpperCase();
}

/**
 * The signed-in user's name (a link to their workspaces when they may open them) and Sign out. Below 992 px the name
 * shows as initials (the CSS chooses; the full name stays in the text for screen readers, and in the tooltip).
 */
export const SignedInUser = observer(function SignedInUser() {
  const { user, navigation } = useStores();
  const current = user.user;
  if (current?.logged !== true) return null;
  const name = displayName(current);
  const label = (
    <>
      <span className="top-bar__name-full">{name}</span>
      <span className="top-bar__initials" aria-hidden="true">
        {initialsOf(name)}
      </span>
    </>
  );
  return (
    <span className="top-bar__user">
      {navigation.canOpen('/workspaces') ? (
        <Link to="/workspaces" className="top-bar__name" title={name}>
          {label}
        </Link>
      ) : (
        <span className="top-bar__name" title={name}>
          {label}
        </span>
      )}
      <Link to="/logout" className="button button--plain top-bar__sign-out">
        Sign out
      </Link>
    </span>
  );
});
