import { describe, expect, it } from 'vitest';
import { extensionOf, fileIconOf, isImageName, itemIconOf, servedContentType } from './file-types';

describe('file-type icons by extension (platform spec §9)', () => {
  it.each([
    ['images', 'image', ['jpg', 'png', 'bmp', 'jpeg', 'tif', 'tiff', 'gif']],
    ['pdf', 'pdf', ['pdf']],
    ['word', 'word', ['doc', 'docx']],
    ['excel', 'excel', ['xls', 'xlsx']],
    ['zip', 'zip', ['zip']],
    ['video', 'video', ['mp4', 'ogg', 'mov', 'flv', 'divx', 'wmv', 'webm', 'avi', 'm4v']],
    ['audio', 'audio', ['mp3', 'wav']],
    ['text', 'text', ['txt', 'csv']],
  ])('gives the %s group its icon', (_group, icon, extensions) => {
    for (const ext of extensions) expect(fileIconOf(`report.${ext}`), ext).toBe(icon);
  });

  it('ignores the case of the extension and reads only the last one', () => {
    expect(fileIconOf('PHOTO.JPG')).toBe('image');
    expect(fileIconOf('archive.tar.zip')).toBe('zip');
    expect(fileIconOf('notes.pdf.exe')).toBe('file');
  });

  it('gives anything else, and names without an extension, the plain file icon', () => {
    for (const name of ['setup.exe', 'page.html', 'README', '.env', 'trailing.'])
      expect(fileIconOf(name), name).toBe('file');
    expect(extensionOf('.env')).toBe('');
    expect(extensionOf('a.b.C')).toBe('c');
  });

  it('gives folders the folder icon whatever their name', () => {
    expect(itemIconOf({ ItemType: 1, Name: 'photos.zip' })).toBe('folder');
    expect(itemIconOf({ ItemType: 2, Name: 'photos.zip' })).toBe('zip');
  });

  it('marks only the spec image extensions as images', () => {
    expect(isImageName('a.tif')).toBe(true);
    expect(isImageName('a.svg')).toBe(false);
    expect(isImageName('a.webp')).toBe(false);
  });

  it('serves only pictures and PDF with their own type; HTML and SVG are plain downloads', () => {
    expect(servedContentType('a.PNG')).toBe('image/png');
    expect(servedContentType('a.pdf')).toBe('application/pdf');
    for (const name of ['x.html', 'x.htm', 'x.svg', 'x.xml', 'x.js', 'x.txt'])
      expect(servedContentType(name), name).toBe('application/octet-stream');
  });
});
