/**
 * The value a field holds while a form instance is filled, as conditional validation reads it:
 * text for text boxes, number text or a number for numbers, date text for dates, the selected OptionId
 * (or option name) for selects and radio lists, the checked OptionIds (an array or "1,2" text) for
 * check-box lists, and a boolean for a check box.
 */
export type FieldValue = string | number | boolean | null | undefined | readonly (number | string)[];
