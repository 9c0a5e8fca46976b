import { MAX_VALUE_LENGTH } from '../../src/domain/forms/validation/value-limits';

/**
 * The mock server's input limits (docs/api.md, "Limits"). Every request body is checked against them before a
 * handler reads it; a body that breaks one answers 400 with a Message naming the field and changes nothing.
 */
export const LIMITS = {
  /** Whole JSON body, as express.json's `limit`. */
  bodyBytes: 3 * 1024 * 1024,
  /** Objects and arrays nested in each other, the body itself being level 1. */
  depth: 16,
  /** Objects, arrays and values in one body. */
  nodes: 250_000,
  /** Characters of an object key. */
  keyLength: 100,
  /** A name: labels (spec §9: label and header 2000), option names, template names. */
  label: 2000,
  /** Short names: form, group, project and role names ("Names at most 254", reports spec §9; the dialogs' limit). */
  name: 254,
  email: 254,
  password: 200,
  /** Descriptions, messages, compared constants. */
  text: 2000,
  /** Static content of a header field (spec §9). */
  headerData: 2000,
  /** Static content of a text field (rich text). */
  richText: 20_000,
  /** An image field's inline data URL; what the image is, is checked by the image rules. */
  imageData: 1_000_000,
  /** The printed HTML of FormToPDF (checked as text, never rendered). */
  formHtml: 2_000_000,
  /** Values of a form instance, by kind. */
  value: { ...MAX_VALUE_LENGTH, number: 100, date: 40, formula: 100 },
  /** Items of a list in a body. */
  list: {
    fields: 10_000,
    options: 1000,
    conditions: 1000,
    groups: 100,
    roles: 500,
    users: 5000,
    ids: 1000,
    columns: 1000,
    rows: 10_000,
  },
} as const;

/** Keys that would reach an object's prototype machinery if they were ever copied into an object. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
