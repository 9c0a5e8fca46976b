import { describe, expect, it } from 'vitest';
import { checkJsonDepth, checkJsonTree } from './json-body';

const bytes = (text: string) => new TextEncoder().encode(text);
const deep = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;
const messageOf = (fn: () => void) => {
  try {
    fn();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('checkJsonDepth (raw bytes, before parsing)', () => {
  it.each([
    ['16 levels', deep(16), null],
    ['17 levels', deep(17), 'The request body nests more than 16 levels.'],
    [
      '20,000 levels under a style key',
      `{"Field":{"CSS":{"constructor":${deep(20_000)}}}}`,
      'The request body nests more than 16 levels.',
    ],
    ['brackets inside text', `{"Name":"${'['.repeat(100)}"}`, null],
    ['an escaped quote before brackets', `{"Name":"\\"${'{'.repeat(100)}"}`, null],
  ])('%s', (_name, text, message) => {
    expect(messageOf(() => checkJsonDepth(bytes(text)))).toBe(message);
  });
});

describe('checkJsonTree (the parsed body)', () => {
  it.each([
    [
      '__proto__ deep inside',
      '{"Field":{"CSS":{"__proto__":{"x":1}}}}',
      'Field.CSS.__proto__: the key "__proto__" is not allowed.',
    ],
    [
      'constructor',
      '{"Field":{"CSS":{"constructor":1}}}',
      'Field.CSS.constructor: the key "constructor" is not allowed.',
    ],
    [
      'prototype in a list',
      '{"Rows":[{"prototype":1}]}',
      'Rows[0].prototype: the key "prototype" is not allowed.',
    ],
    ['NUL in a name', '{"Name":"a\\u0000b"}', 'Name holds a NUL character.'],
    ['a control character', '{"Name":"a\\u0007b"}', 'Name holds a control character.'],
    ['a lone high surrogate', '{"Name":"a\\ud800b"}', 'Name holds a lone surrogate (not valid Unicode).'],
    [
      'a lone low surrogate in a list',
      '{"Ids":["\\udc00"]}',
      'Ids[0] holds a lone surrogate (not valid Unicode).',
    ],
    ['a control character in a key', '{"a\\u0001":1}', 'The request body has a key that is not allowed.'],
    ['a very long key', `{"${'k'.repeat(101)}":1}`, 'The request body has a key that is not allowed.'],
    ['tab, line breaks and a surrogate pair', '{"Text":"a\\tb\\r\\nc 𝄞"}', null],
    ['toString and valueOf (harmless own keys; the schemas drop them)', '{"toString":1,"valueOf":2}', null],
  ])('%s', (_name, text, message) => {
    expect(messageOf(() => checkJsonTree(JSON.parse(text)))).toBe(message);
  });
});
