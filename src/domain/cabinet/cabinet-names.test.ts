import { describe, expect, it } from 'vitest';
import { NameMessage, folderNameOfZip, nameProblem, nameTaken, uniqueName } from './cabinet-names';

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
  });

  it('names the folder of an unpacked zip after the zip', () => {
    expect(folderNameOfZip('Site photos.ZIP')).toBe('Site photos');
    expect(folderNameOfZip('.zip')).toBe('Unpacked files');
  });
});
