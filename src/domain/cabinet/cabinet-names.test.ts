import { describe, expect, it } from 'vitest';
import { NameIndex, NameMessage, folderNameOfZip, nameProblem, nameTaken, uniqueName } from './cabinet-names';

describe('item names', () => {
  it('requires a name of at most 254 characters', () => {
    expect(nameProblem('')).toBe(NameMessage.required);
    expect(nameProblem('x'.repeat(254))).toBeNull();
    expect(nameProblem('x'.repeat(255))).toBe(NameMessage.tooLong);
  });

  it('refuses path separators, reserved characters, control characters and dot names', () => {
    for (const name of ['a/b', '..\\x', '../etc', 'a:b', 'what?', 'a\u0000b', 'tab\there', '<b>'])
      expect(nameProblem(name), name).toBe(NameMessage.characters);
    expect(nameProblem('..')).toBe(NameMessage.dots);
    expect(nameProblem('.')).toBe(NameMessage.dots);
    expect(nameProblem('a lone \ud800 surrogate')).toBe(NameMessage.characters);
  });

  it('accepts ordinary names in any script', () => {
    for (const name of ['Plan 2024 (final).pdf', 'Übersicht.docx', '報告.xlsx', '.gitkeep', 'smile 😀.png'])
      expect(nameProblem(name), name).toBeNull();
  });

  it('keeps both files when a name is taken, as the cloud drives do', () => {
    expect(uniqueName('plan.pdf', ['other.pdf'])).toBe('plan.pdf');
    expect(uniqueName('plan.pdf', ['PLAN.pdf'])).toBe('plan (2).pdf');
    expect(uniqueName('plan.pdf', ['plan.pdf', 'plan (2).pdf'])).toBe('plan (3).pdf');
    expect(uniqueName('Photos', ['photos'])).toBe('Photos (2)');
    expect(uniqueName('x'.repeat(254), ['x'.repeat(254)])).toHaveLength(254);
    expect(nameTaken('Ärger', ['ärger'])).toBe(true);
    expect(nameTaken('Re\u0301sume\u0301.pdf', ['RÉSUMÉ.PDF'])).toBe(true);
    expect(nameTaken('Resume.pdf', ['Résumé.pdf'])).toBe(false);
  });

  it('gives many new items free names one after another, each name once', () => {
    const index = new NameIndex(['a.txt', 'a (3).txt']);
    const claimed = Array.from({ length: 5 }, () => index.claim('A.txt'));
    expect(claimed).toEqual(['A (2).txt', 'A (4).txt', 'A (5).txt', 'A (6).txt', 'A (7).txt']);
    expect(index.claim('b.txt')).toBe('b.txt');
    expect(index.has('B.TXT')).toBe(true);
    const many = new NameIndex();
    const names = Array.from({ length: 10_000 }, () => many.claim('x.txt'));
    expect(new Set(names).size).toBe(10_000);
    expect(names.at(-1)).toBe('x (10000).txt');
  });

  it('names the folder of an unpacked zip after the zip', () => {
    expect(folderNameOfZip('Site photos.ZIP')).toBe('Site photos');
    expect(folderNameOfZip('.zip')).toBe('Unpacked files');
  });
});
