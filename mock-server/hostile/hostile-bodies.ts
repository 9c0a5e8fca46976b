/**
 * Hostile request bodies for the API fuzz: wrong types, huge strings, deep nesting, prototype keys, NUL, control
 * characters and lone surrogates, arrays for objects, malformed JSON. Bodies are written as JSON text here (never
 * built as objects), so a "__proto__" key reaches the server exactly as an attacker would send it.
 */
import fc from 'fast-check';

export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
];

/** Property names of the API (and of the mock control routes), so random objects hit real fields. */
const API_KEYS = [
  'FormId',
  'GroupId',
  'InstanceId',
  'ProjectId',
  'FieldDefinitionId',
  'FormInstanceId',
  'EntityId',
  'TemplateId',
  'ScopeId',
  'Name',
  'FormName',
  'Description',
  'Email',
  'Password',
  'Field',
  'Fields',
  'FieldDefinitions',
  'Data',
  'OptionId',
  'OptionsList',
  'Conditions',
  'CSS',
  'Options',
  'Rows',
  'Columns',
  'RowId',
  'ColumnId',
  'Height',
  'Width',
  'Sequence',
  'SourceType',
  'SourceIndex',
  'TargetIndex',
  'SourceIndices',
  'IgnoreLinkedFields',
  'ProjectIds',
  'TypeId',
  'DataTypeId',
  'FieldValidation',
  'FieldValidationGroups',
  'FieldValidationConditions',
  'ExclusionInput',
  'ExclusionView',
  'RolesDefined',
  'UsersDefined',
  'roleId',
  'Restrictions',
  'ColumnsWidth',
  'FormHtml',
  'HeaderFooterInfo',
  'SaveAsTemplate',
  'Ruler',
  'Guide',
  'path',
  'status',
  'body',
  'listener',
  'data',
];

/** A JSON tree written out as text (numbers as raw literals, so 1e309 and -0 arrive as sent). */
export type Json =
  { t: 'raw'; text: string } | { t: 'arr'; items: Json[] } | { t: 'obj'; entries: [string, Json][] };

export function jsonText(value: Json): string {
  if (value.t === 'raw') return value.text;
  if (value.t === 'arr') return `[${value.items.map(jsonText).join(',')}]`;
  return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`).join(',')}}`;
}

export const raw = (v: unknown): Json => ({ t: 'raw', text: JSON.stringify(v) });
/** A plain value as a tree (object keys kept in order, including any "__proto__" own key). */
export function toJson(v: unknown): Json {
  if (Array.isArray(v)) return { t: 'arr', items: v.map(toJson) };
  if (typeof v === 'object' && v !== null)
    return { t: 'obj', entries: Object.entries(v).map(([k, x]) => [k, toJson(x)]) };
  return raw(v);
}

const hostileText = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      'a\u0000b',
      '\u0000',
      'x\uD800',
      '\uDC00y',
      'a\uDBFF\uDBFFb',
      '\u0007',
      '\u001b[31m',
      'tab\there',
      'line\nbreak',
      '<img src=x onerror=alert(1)>',
      '../../etc/passwd',
      '1',
      '-1',
      'NaN',
      'true',
      '2024-02-30',
      '𝄞',
      'data:image/png;base64,AAAA',
    ),
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 30, unit: 'binary' }) },
  { weight: 1, arbitrary: fc.constantFrom(255, 2_001, 20_001, 100_001, 1_000_001).map((n) => 'x'.repeat(n)) },
);
const hostileNumber = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '-0',
    '2147483648',
    '9007199254740993',
    '1e308',
    '1e309',
    '-1e309',
    '1e-400',
    '2147483647',
    '200',
    '300',
    '6',
  ),
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((d) => JSON.stringify(d)),
);
const leaf: fc.Arbitrary<Json> = fc.oneof(
  hostileText.map(raw),
  hostileNumber.map((text): Json => ({ t: 'raw', text })),
  fc.constantFrom<Json>(raw(true), raw(false), raw(null)),
);
const anyKey = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...API_KEYS) },
  { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
  { weight: 1, arbitrary: hostileText.filter((k) => k.length < 200) },
);

/** Any hostile JSON value, a few levels deep. */
export const hostileValue: fc.Arbitrary<Json> = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    { weight: 5, arbitrary: leaf },
    {
      weight: 1,
      arbitrary: fc.array(tie('value'), { maxLength: 4 }).map((items): Json => ({ t: 'arr', items })),
    },
    {
      weight: 2,
      arbitrary: fc
        .array(fc.tuple(anyKey, tie('value')), { maxLength: 5 })
        .map((entries): Json => ({ t: 'obj', entries })),
    },
  ),
})).value;

/** `levels` of nesting around `inner`, as text (20,000 levels would overflow a recursive reader). */
export const nested = (levels: number, inner = '1') => `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;

const RAW_BODIES = [
  '',
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '"text"',
  '123',
  'true',
  'null',
  '[]',
  '[{}]',
  '{"a":1,}',
  "{'a':1}",
  '{"a":NaN}',
  '{"a":Infinity}',
  `{"Field":{"TypeId":1,"Name":"x","CSS":{"constructor":${nested(20_000)}}}}`,
  `{"Field":{"TypeId":1,"Name":"x","CSS":{"__proto__":{"polluted":1},"valueOf":1,"hasOwnProperty":1,"toString":1,"constructor":1}}}`,
  `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":true}}}`,
  `{"a":${nested(17)}}`,
  `{"a":${nested(15)}}`,
  `{"Name":"${'x'.repeat(3_200_000)}"}`,
];

/** A hostile version of `base`: one value replaced, a prototype key added, or a key removed, at a random place. */
function mutate(base: Json, pick: number, replacement: Json, key: string): Json {
  const places: Json[] = [];
  const walk = (node: Json) => {
    places.push(node);
    if (node.t === 'arr') node.items.forEach(walk);
    if (node.t === 'obj') node.entries.forEach(([, v]) => walk(v));
  };
  const copy = toJson(JSON.parse(jsonText(base)));
  walk(copy);
  const containers = places.filter((p): p is Extract<Json, { t: 'obj' | 'arr' }> => p.t !== 'raw');
  const target = containers[pick % containers.length];
  if (target.t === 'arr') {
    if (target.items.length > 0) target.items[pick % target.items.length] = replacement;
    else target.items.push(replacement);
  } else if (target.entries.length > 0 && pick % 3 !== 0) {
    target.entries[pick % target.entries.length][1] = replacement;
  } else if (pick % 2 === 0) target.entries.push([key, replacement]);
  else target.entries.splice(pick % Math.max(1, target.entries.length), 1);
  return copy;
}

/** Body text for a route: malformed text, a hostile value, a random object, or its valid base mutated. */
export function hostileBody(base: unknown | undefined): fc.Arbitrary<string> {
  const choices: fc.WeightedArbitrary<string>[] = [
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
    { weight: 2, arbitrary: hostileValue.map(jsonText) },
    {
      weight: 3,
      arbitrary: fc
        .array(fc.tuple(anyKey, hostileValue), { maxLength: 6 })
        .map((entries) => jsonText({ t: 'obj', entries })),
    },
  ];
  if (base !== undefined) {
    const tree = toJson(base);
    choices.push({
      weight: 6,
      arbitrary: fc
        .tuple(fc.nat(), hostileValue, anyKey)
        .map(([pick, value, key]) => jsonText(mutate(tree, pick, value, key))),
    });
  }
  return fc.oneof(...choices);
}
