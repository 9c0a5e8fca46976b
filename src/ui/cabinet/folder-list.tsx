import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatFileSize } from '../../domain/cabinet/cabinet-limits';
import { isStyledApart, type DocumentType } from '../../domain/cabinet/document-types';
import { ICON_LABELS, itemIconOf } from '../../domain/cabinet/file-types';
import { isFolder, type FolderItem } from '../../domain/cabinet/folder-item.entity';
import { formatWhen } from './cabinet-format';
import { FileIconBadge } from './file-icon';
import { ItemThumbnail } from './item-thumbnail';

/** Row heights: a picture's row holds its 200 by 100 thumbnail (platform spec §9); one without a thumbnail is a plain row. */
export const ROW_HEIGHT = 64;
export const IMAGE_ROW_HEIGHT = 116;

interface FolderListProps {
  items: FolderItem[];
  documentTypes: DocumentType[];
  /** Where a folder's name leads. */
  folderHref: (folder: FolderItem) => string;
  /** The row's buttons. */
  actions: (item: FolderItem) => ReactNode;
  /** What the list is called for screen readers. */
  label: string;
  /** A file's name was clicked: its preview opens. */
  fileOpened: (file: FolderItem) => void;
  /** Where thumbnails come from (a site's pages give their own); the member's by default. */
  thumbnailSrc?: (itemId: number) => string;
  /** How many items the folder holds, when `items` is only its first pages. */
  total?: number;
  /** The rows drawn reached the last few loaded: a paged folder loads its next page. */
  nearEnd?: () => void;
}

/** How close to the last loaded row the view comes before the next page is asked for. */
const NEAR_END_ROWS = 20;

/**
 * A folder's items, virtualised (@tanstack/react-virtual): only the rows in view and a few around them are in the
 * page, so a folder of 10,000 items opens and scrolls as fast as one of ten (bench/cabinet.bench.ts). Each row shows
 * the type icon (or the picture's thumbnail), the name, the type, the size and the date; files of a document type
 * styled apart (1001 always) are marked.
 */
export function FolderList({
  items,
  documentTypes,
  folderHref,
  actions,
  label,
  fileOpened,
  thumbnailSrc,
  total,
  nearEnd,
}: FolderListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // Pictures whose thumbnail did not load: their rows show the badge, so they take a plain row's height.
  const [noThumbnail, setNoThumbnail] = useState<ReadonlySet<number>>(() => new Set());
  const thumbnailFailed = useCallback(
    (itemId: number) => setNoThumbnail((ids) => (ids.has(itemId) ? ids : new Set(ids).add(itemId))),
    [],
  );
  const hasThumbnail = (item: FolderItem | undefined) =>
    item?.IsImage === true && !noThumbnail.has(item.ItemId);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => (hasThumbnail(items[index]) ? IMAGE_ROW_HEIGHT : ROW_HEIGHT),
    overscan: 6,
    // A first guess of the list's box, so the first rows render before it is measured.
    initialRect: { width: 1000, height: 700 },
    getItemKey: (index) => items[index]?.ItemId ?? index,
  });
  // The sizes are cached by the virtualiser: a row that lost its thumbnail is measured again.
  useEffect(() => virtualizer.measure(), [virtualizer, noThumbnail]);
  const rows = virtualizer.getVirtualItems();
  const lastDrawn = rows[rows.length - 1]?.index ?? -1;
  useEffect(() => {
    if (nearEnd && lastDrawn >= items.length - NEAR_END_ROWS) nearEnd();
  }, [nearEnd, lastDrawn, items.length]);
  return (
    <div className="folder-list" ref={scroller} data-testid="folder-list">
      <div className="folder-list__header" aria-hidden="true">
        <span>Name</span>
        <span>Type</span>
        <span>Size</span>
        <span>Modified</span>
      </div>
      <div
        role="list"
        aria-label={label}
        style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      >
        {rows.map((row) => {
          const item = items[row.index]!;
          return (
            <div
              key={row.key}
              role="listitem"
              aria-setsize={total ?? items.length}
              aria-posinset={row.index + 1}
              className="folder-list__row-wrap"
              style={{ transform: `translateY(${row.start}px)`, height: row.size }}
            >
              <ItemRow
                item={item}
                thumbnail={hasThumbnail(item)}
                thumbnailFailed={thumbnailFailed}
                documentTypes={documentTypes}
                folderHref={folderHref}
                actions={actions}
                fileOpened={fileOpened}
                thumbnailSrc={thumbnailSrc}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** One row; memoised, so scrolling renders only the rows that come into view. */
const ItemRow = memo(function ItemRow({
  item,
  thumbnail,
  thumbnailFailed,
  documentTypes,
  folderHref,
  actions,
  fileOpened,
  thumbnailSrc,
}: {
  item: FolderItem;
  thumbnail: boolean;
  thumbnailFailed: (itemId: number) => void;
  documentTypes: DocumentType[];
  folderHref: (f: FolderItem) => string;
  actions: (item: FolderItem) => ReactNode;
  fileOpened: (file: FolderItem) => void;
  thumbnailSrc?: (itemId: number) => string;
}) {
  const styled = isStyledApart(item.DocumentTypeId, documentTypes);
  const type = documentTypes.find((t) => t.DocumentTypeId === item.DocumentTypeId);
  return (
    <div
      className={`item-row${styled ? ' item-row--styled' : ''}`}
      data-item-id={item.ItemId}
      data-document-type={item.DocumentTypeId ?? undefined}
    >
      <span className="item-row__name">
        {thumbnail ? (
          <ItemThumbnail item={item} src={thumbnailSrc} failed={() => thumbnailFailed(item.ItemId)} />
        ) : (
          <FileIconBadge item={item} />
        )}
        <span className="item-row__text">
          <span className="item-row__line">
            {isFolder(item) ? (
              <Link to={folderHref(item)} className="item-row__title">
                {item.Name}
              </Link>
            ) : (
              <button
                type="button"
                className="item-row__title item-row__file-button"
                aria-haspopup="dialog"
                onClick={() => fileOpened(item)}
              >
                {item.Name}
              </button>
            )}
            {type && <span className="tag item-row__type-tag">{type.Name}</span>}
          </span>
          <span className="item-row__actions">{actions(item)}</span>
        </span>
      </span>
      <span className="item-row__kind">{ICON_LABELS[itemIconOf(item)]}</span>
      <span className="item-row__size">{formatFileSize(item.Size)}</span>
      <span className="item-row__date">
        <time dateTime={item.ModifiedOn}>{formatWhen(item.ModifiedOn)}</time>
      </span>
    </div>
  );
});
