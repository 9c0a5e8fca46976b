import { describe, expect, it } from 'vitest';
import { zipEntryPath } from './zip-entry-path';

describe('paths of zip entries', () => {
  it('splits an entry into its folders and file name', () => {
    expect(zipEntryPath('Site/North/photo.png')).toEqual({
      ok: true,
      folders: ['Site', 'North'],
      fileName: 'photo.png',
    });
    expect(zipEntryPath('Site/North/')).toEqual({ ok: true, folders: ['Site', 'North'], fileName: null });
    expect(zipEntryPath('./a//b.txt')).toEqual({ ok: true, folders: ['a'], fileName: 'b.txt' });
    expect(zipEntryPath('win\\style\\file.txt')).toEqual({
      ok: true,
      folders: ['win', 'style'],
      fileName: 'file.txt',
    });
  });

  it.each(['../evil.txt', 'a/../../evil.txt', 'a/..', '..\\evil.txt', 'ok/..\\..\\evil'])(
    'refuses %s, which climbs out',
    (name) => {
      expect(zipEntryPath(name)).toMatchObject({ ok: false, message: expect.stringContaining('climbs out') });
    },
  );

  it.each(['/etc/passwd', '\\\\server\\share\\x', 'C:\\Windows\\x.dll', 'c:relative.txt'])(
    'refuses the absolute path %s',
    (name) => {
      expect(zipEntryPath(name)).toMatchObject({ ok: false, message: expect.stringContaining('absolute') });
    },
  );

  it('refuses names that are not allowed and paths nested too deep', () => {
    expect(zipEntryPath('a/what?.txt')).toMatchObject({ ok: false });
    expect(zipEntryPath(`${'d/'.repeat(40)}x.txt`)).toMatchObject({
      ok: false,
      message: expect.stringContaining('nested'),
    });
  });
});
