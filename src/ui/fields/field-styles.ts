import type { CSSProperties } from 'react';
import { FORM_DEFAULTS, type FieldCss } from '../../domain/forms/form.entity';
import { imageSizeOf, type ImageLength } from '../../domain/forms/images/image-size';

/**
 * A field's CSS options as styles (forms spec §3, §9): Size (default 14), Color, Weight (default 400), Italic,
 * TextAlign (default left), Wrap, FieldLayout (default vertical) with LabelRatio (default 30%), Display.
 * The text options style the label (and the content of header and text fields); the size also applies to
 * the control.
 */

const FONT_SIZES = { min: 8, max: 54 };
const WEIGHTS = new Set([300, 400, 600, 700]);
const ALIGNMENTS = new Set(['left', 'center', 'right', 'justify']);
/** Colours as the designer writes them: a name, #rgb, #rrggbb, or rgb()/rgba(); anything else is ignored. */
const COLOR =
  /^(?:#[0-9a-f]{3,8}|[a-z]{3,20}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\))$/i;

export function fontSizeOf(css: FieldCss | undefined): number {
  const size = Number(css?.Size);
  return Number.isFinite(size) && size >= FONT_SIZES.min && size <= FONT_SIZES.max
    ? size
    : FORM_DEFAULTS.fontSize;
}

export function labelStyle(css: FieldCss | undefined): CSSProperties {
  const weight = Number(css?.Weight);
  const style: CSSProperties = {
    fontSize: `${fontSizeOf(css)}px`,
    fontWeight: WEIGHTS.has(weight) ? weight : FORM_DEFAULTS.fontWeight,
    textAlign: css?.TextAlign && ALIGNMENTS.has(css.TextAlign) ? css.TextAlign : 'left',
    whiteSpace: css?.Wrap === false ? 'nowrap' : 'normal',
  };
  if (css?.Wrap === false) style.overflow = 'hidden';
  if (css?.Wrap === false) style.textOverflow = 'ellipsis';
  if (css?.Italic) style.fontStyle = 'italic';
  if (typeof css?.Color === 'string' && COLOR.test(css.Color.trim())) style.color = css.Color.trim();
  return style;
}

export function isHorizontal(css: FieldCss | undefined): boolean {
  return css?.FieldLayout === 'horizontal';
}

/** The label's share of a horizontal field, in percent (1 to 99, default 30). */
export function labelRatioOf(css: FieldCss | undefined): number {
  const ratio = Number(css?.LabelRatio);
  return Number.isInteger(ratio) && ratio >= 1 && ratio <= 99 ? ratio : FORM_DEFAULTS.labelRatio;
}

/** Option lists (radio, check list) stacked (block, the default) or side by side (inline-block). */
export function isInline(css: FieldCss | undefined): boolean {
  return css?.Display === 'inline-block';
}

const cssLength = (length: ImageLength) => `${length.value}${length.unit}`;

/** Image size (imageSizeOf: width digits with px or %, height digits with px or auto; defaults 100% and auto, §9). */
export function imageStyle(css: FieldCss | undefined): CSSProperties {
  const size = imageSizeOf(css);
  return {
    width: cssLength(size.width),
    height: size.height ? cssLength(size.height) : 'auto',
    maxWidth: '100%',
  };
}
