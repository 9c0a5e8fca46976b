/** Forms spec §8, word for word: the PDF export's failure messages (used for every export). */
export const EXPORT_FAILED_TITLE = 'Failed to generate report. Please try again.';
export const EXPORT_FAILED_SUPPORT = 'If this error persist please contact the support.';
/** The combined form of the two. */
export const EXPORT_FAILED = `${EXPORT_FAILED_TITLE} ${EXPORT_FAILED_SUPPORT}`;
/** Forms spec §5 "PDF dialog: saving requires a valid form"; the text is the instance save's (spec §5, §8). */
export const EXPORT_NEEDS_VALID_FORM = 'Please correct the validation errors shown and try again.';
