import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { SEARCH_KIND_LABELS, type SearchGroup } from '../../domain/search/search-hit.entity';
import { HighlightedText } from './highlighted-text';

/** The key that moves focus from result `index` of `count`, or null when the key does not move it. */
export function movedTo(key: string, index: number, count: number): number | null {
  if (key === 'ArrowDown') return Math.min(count - 1, index + 1);
  if (key === 'ArrowUp') return Math.max(0, index - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The hits, group by group: one heading per kind with its count, each hit a link to its page. The links are one
 * stop for Tab (roving focus): the arrow keys, Home and End move between them across groups, Enter opens one.
 */
export function SearchResults({ groups }: { groups: readonly SearchGroup[] }) {
  const [active, setActive] = useState(0);
  const links = useRef<Array<HTMLAnchorElement | null>>([]);
  const count = groups.reduce((n, g) => n + g.Hits.length, 0);
  const keyPressed = (event: KeyboardEvent, index: number) => {
    const next = movedTo(event.key, index, count);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    links.current[next]?.focus();
  };
  let index = 0;
  return (
    <div className="search-results">
      {groups.map((group) => {
        const headingId = `search-group-${group.Kind}`;
        const more = group.Count - group.Hits.length;
        return (
          <section key={group.Kind} className="search-group" aria-labelledby={headingId}>
            <h2 id={headingId}>
              {SEARCH_KIND_LABELS[group.Kind]} <span className="search-group__count">({group.Count})</span>
            </h2>
            <ul className="search-group__hits">
              {group.Hits.map((hit) => {
                const at = index++;
                return (
                  <li key={`${hit.Kind}-${hit.Id}`}>
                    <Link
                      ref={(element) => {
                        links.current[at] = element;
                      }}
                      to={hit.Path}
                      className="search-hit"
                      tabIndex={at === active ? 0 : -1}
                      onKeyDown={(event) => keyPressed(event, at)}
                      onFocus={() => setActive(at)}
                    >
                      <span className="search-hit__title">
                        <HighlightedText text={hit.Title} terms={hit.Terms} />
                      </span>
                      {hit.Snippet && (
                        <span className="search-hit__snippet">
                          <HighlightedText text={hit.Snippet} terms={hit.Terms} />
                        </span>
                      )}
                    </Link>
                  </li>
                );
              })}
            </ul>
            {more > 0 && <p className="search-group__more">and {more} more</p>}
          </section>
        );
      })}
    </div>
  );
}
