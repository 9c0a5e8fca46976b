import { ICON_LABELS, itemIconOf, type FileIcon } from '../../domain/cabinet/file-types';

const SHORT: Record<FileIcon, string> = {
  folder: '',
  image: 'IMG',
  pdf: 'PDF',
  word: 'DOC',
  text: 'TXT',
  excel: 'XLS',
  zip: 'ZIP',
  video: 'VID',
  audio: 'AUD',
  file: 'FILE',
};

/** The type icon of an item by its extension (platform spec §9), named for screen readers. */
export function FileIconBadge({ item }: { item: { ItemType: number; Name: string } }) {
  const icon = itemIconOf(item);
  return (
    <span
      className={`file-icon file-icon--${icon}`}
      role="img"
      aria-label={ICON_LABELS[icon]}
      data-icon={icon}
    >
      {SHORT[icon]}
    </span>
  );
}
