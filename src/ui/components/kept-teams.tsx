import type { QuizTeam } from '../../domain/quizzes/quiz-link';

/**
 * The teams on a quiz's or survey's saved list that the Users page no longer offers: deleted since they were given
 * access. The server keeps them (`teamListProblem`, docs/quizzes-and-surveys.md) and no longer sends their names, so
 * each shows as a checked box named "Deleted team": whoever edits the list clears it and saves the list without it.
 */
export function KeptTeams({
  saved,
  offered,
  offeredRead = true,
  chosen,
  onToggle,
}: {
  /** The team ids of the list as last saved. */
  saved: readonly number[];
  /** The teams the page offers (team 0 among them or not: it is never a kept team). */
  offered: readonly QuizTeam[];
  /** False when the offered teams could not be read: a team may then be live, and is not called deleted. */
  offeredRead?: boolean;
  /** The team ids of the list being edited. */
  chosen: readonly number[];
  onToggle: (teamId: number, on: boolean) => void;
}) {
  const kept = saved.filter((id) => id !== 0 && !offered.some((team) => team.ScopeId === id));
  if (kept.length === 0) return null;
  const label = offeredRead ? 'Deleted team' : 'Team set before';
  return (
    <div className="kept-teams">
      {kept.map((id) => (
        <label key={id} className="checkbox kept-teams__team">
          <input
            type="checkbox"
            checked={chosen.includes(id)}
            onChange={(e) => onToggle(id, e.target.checked)}
          />{' '}
          {label}
        </label>
      ))}
      <p className="kept-teams__why">
        {offeredRead
          ? kept.length === 1
            ? 'This team was deleted after it was given access. It stays on the list until you clear its box and save; then it cannot be added back.'
            : 'These teams were deleted after they were given access. They stay on the list until you clear their boxes and save; then they cannot be added back.'
          : 'The workspace’s teams could not be read. Teams set before stay on the list until you clear them and save.'}
      </p>
    </div>
  );
}
