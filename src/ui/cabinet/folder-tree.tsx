import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { FolderNode } from '../../domain/cabinet/folder-item.entity';
import { ancestry } from '../../domain/cabinet/move-rules';

interface FolderTreeProps {
  folders: FolderNode[];
  rootId: number;
  /** The folder shown (folder page) or chosen (picker). */
  current: number | null;
  /** A link per folder (folder page), or a choice (move and copy picker). */
  hrefOf?: (folder: FolderNode) => string;
  onChoose?: (folder: FolderNode) => void;
  /** Folders that cannot be chosen (picker). */
  disabled?: ReadonlySet<number>;
  label: string;
}

/** A cabinet's folders as a tree; the path to the current folder starts open. */
export function FolderTree({ folders, rootId, current, hrefOf, onChoose, disabled, label }: FolderTreeProps) {
  const parents = new Map(folders.map((f) => [f.ItemId, f.ParentFolderId]));
  const [open, setOpen] = useState<Set<number>>(
    () => new Set(current === null ? [rootId] : ancestry(current, (id) => parents.get(id))),
  );
  const children = new Map<number, FolderNode[]>();
  for (const folder of folders) {
    if (folder.ParentFolderId === null) continue;
    children.set(folder.ParentFolderId, [...(children.get(folder.ParentFolderId) ?? []), folder]);
  }
  for (const list of children.values())
    list.sort((a, b) => a.Name.localeCompare(b.Name, 'en', { numeric: true, sensitivity: 'base' }));
  const root = folders.find((f) => f.ItemId === rootId);
  if (!root) return null;
  const toggle = (id: number) =>
    setOpen((was) => {
      const next = new Set(was);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const node = (folder: FolderNode, depth: number) => {
    const kids = children.get(folder.ItemId) ?? [];
    const expanded = open.has(folder.ItemId);
    const isCurrent = folder.ItemId === current;
    const blocked = disabled?.has(folder.ItemId) ?? false;
    return (
      <li key={folder.ItemId} className="folder-tree__node">
        <div
          className={`folder-tree__row${isCurrent ? ' folder-tree__row--current' : ''}`}
          style={{ paddingLeft: `${depth * 0.9}rem` }}
        >
          {kids.length > 0 ? (
            <button
              type="button"
              className="folder-tree__toggle"
              aria-expanded={expanded}
              aria-label={`${expanded ? 'Close' : 'Open'} ${folder.Name}`}
              onClick={() => toggle(folder.ItemId)}
            >
              {expanded ? '▾' : '▸'}
            </button>
          ) : (
            <span className="folder-tree__toggle" aria-hidden="true" />
          )}
          {hrefOf ? (
            <Link to={hrefOf(folder)} aria-current={isCurrent ? 'page' : undefined}>
              {folder.Name}
            </Link>
          ) : (
            <button
              type="button"
              className="folder-tree__choice"
              aria-pressed={isCurrent}
              disabled={blocked}
              onClick={() => onChoose?.(folder)}
            >
              {folder.Name}
            </button>
          )}
        </div>
        {expanded && kids.length > 0 && <ul>{kids.map((kid) => node(kid, depth + 1))}</ul>}
      </li>
    );
  };
  return (
    <nav className="folder-tree" aria-label={label}>
      <ul>{node(root, 0)}</ul>
    </nav>
  );
}
