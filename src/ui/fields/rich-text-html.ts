import { formLibrary } from '../../domain/forms/libraries/form-libraries';
import {
  createRichTextSanitizer,
  type HtmlSanitizer,
} from '../../domain/forms/rich-text/rich-text-sanitizer';

let sanitizer: HtmlSanitizer | undefined;

/**
 * Rich text (header and text fields) made safe to show: the one policy of domain/forms/rich-text/, the same
 * the PDF applies, over a DOMPurify instance of the page's own (the policy adds hooks to it). Empty text needs
 * no DOMPurify, which a form without rich text does not load (ADR 0011).
 */
export function sanitiseRichText(html: string): string {
  if (html.trim() === '') return '';
  sanitizer ??= createRichTextSanitizer(formLibrary('richText')(window));
  return sanitizer.sanitize(html);
}
