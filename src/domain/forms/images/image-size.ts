import type { FieldCss } from '../form.entity';

/** A length of an image field's picture: pixels of the form, or a percentage of its cell's width. */
export interface ImageLength {
  readonly unit: 'px' | '%';
  readonly value: number;
}

/** The size an image field's picture is shown at; a null height keeps the picture's proportions ("auto"). */
export interface ImageSize {
  readonly width: ImageLength;
  readonly height: ImageLength | null;
}

const WIDTH = /^(\d{1,5})(px|%)?$/;
const HEIGHT = /^(\d{1,5})(?:px)?$/;

/**
 * An image field's size from its CSS (forms spec §5: width digits with optional px or %, height digits with
 * optional px or auto; §9: width 100% and height auto by default). A value that is none of these counts as the
 * default. The page and the PDF show the picture at this size, never wider than its cell.
 */
export function imageSizeOf(css: Pick<FieldCss, 'Width' | 'Height'> | undefined): ImageSize {
  const width = WIDTH.exec((css?.Width ?? '').trim());
  const height = HEIGHT.exec((css?.Height ?? '').trim());
  return {
    width: width
      ? { unit: width[2] === '%' ? '%' : 'px', value: Number(width[1]) }
      : { unit: '%', value: 100 },
    height: height ? { unit: 'px', value: Number(height[1]) } : null,
  };
}
