import { useState } from 'react';
import { thumbnailPath } from '../../domain/platform/request-conventions';
import { FileIconBadge } from './file-icon';

interface ItemThumbnailProps {
  item: { ItemId: number; ItemType: number; Name: string };
  /** Told once when the picture has no thumbnail (a BMP, a damaged file, one too large), so its row can shrink. */
  failed?: () => void;
  /** Where the thumbnail comes from; the member's `documentthumbnail` unless given (a site's pages give theirs). */
  src?: (itemId: number) => string;
}

/**
 * A picture's 200 by 100 thumbnail (GET documentthumbnail, platform spec §7, §9); its file-type badge when the
 * thumbnail does not load.
 */
export function ItemThumbnail({ item, failed, src = thumbnailPath }: ItemThumbnailProps) {
  const [broken, setBroken] = useState(false);
  if (broken) return <FileIconBadge item={item} />;
  return (
    <img
      className="item-row__thumbnail"
      src={src(item.ItemId)}
      width={200}
      height={100}
      alt={`Thumbnail of ${item.Name}`}
      loading="lazy"
      decoding="async"
      onError={() => {
        setBroken(true);
        failed?.();
      }}
    />
  );
}
