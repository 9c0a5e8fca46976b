import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  IMAGE_LIMITS,
  checkImageBytes,
  checkImageDataUrl,
  imageDimensions,
  pictureFileProblem,
} from './image-data-url';
import {
  BAD_PIXELS_PNG,
  FLIPPED_PNG,
  IMAGE_SAMPLES,
  TRUNCATED_PNG,
  pngClaiming,
} from './image-samples.test-helper';

const inflate = (data: Uint8Array, max: number) => inflateSync(data, { maxOutputLength: max });
const problemOf = (value: string) => {
  const check = checkImageDataUrl(value);
  return check.ok ? null : check.problem;
};

describe('an image field value', () => {
  it.each(Object.entries(IMAGE_SAMPLES))('accepts a real %s picture', (kind, url) => {
    const check = checkImageDataUrl(url);
    expect(check.ok && check.type).toBe(`image/${kind}`);
  });

  it.each([
    ['a truncated PNG', TRUNCATED_PNG, 'The image is a damaged PNG file.'],
    ['a PNG with a changed byte', FLIPPED_PNG, 'The image is a damaged PNG file.'],
    ['bytes that are no picture', 'data:image/png;base64,AAAA', 'The image is not a PNG file.'],
    [
      'a JPEG declared as PNG',
      IMAGE_SAMPLES.jpeg.replace('image/jpeg', 'image/png'),
      'The image is declared PNG but is a JPEG file.',
    ],
    ['a JPEG without its end', IMAGE_SAMPLES.jpeg.slice(0, -8), 'The image is a damaged JPEG file.'],
    [
      'an SVG document',
      'data:image/svg+xml;base64,PHN2Zy8+',
      'The image must be a PNG, JPEG, GIF or WebP picture.',
    ],
    [
      'a URL',
      'https://tracker.example/pixel.gif',
      'The image must be a base64 data URL (data:image/png;base64,...).',
    ],
    [
      'URL-encoded data',
      'data:image/png,%89PNG',
      'The image must be a base64 data URL (data:image/png;base64,...).',
    ],
    ['broken base64', 'data:image/png;base64,iVBO$$==', 'The image data is not valid base64.'],
  ])('refuses %s', (_, url, problem) => {
    expect(problemOf(url)).toBe(problem);
  });

  it('refuses a PNG whose pixels do not inflate, where an inflater is given', () => {
    expect(checkImageDataUrl(BAD_PIXELS_PNG).ok).toBe(true);
    expect(checkImageDataUrl(BAD_PIXELS_PNG, { inflate })).toEqual({
      ok: false,
      problem: 'The image is a damaged PNG file.',
    });
    expect(checkImageDataUrl(IMAGE_SAMPLES.png, { inflate }).ok).toBe(true);
  });

  it('refuses a small PNG that claims more pixels than the limit (it would inflate to gigabytes)', () => {
    expect(checkImageDataUrl(pngClaiming(4096, 4096)).ok).toBe(true);
    expect(problemOf(pngClaiming(4097, 4096))).toBe('The image has more than 4096 × 4096 pixels.');
    expect(problemOf(pngClaiming(100_000, 100_000))).toBe('The image has more than 4096 × 4096 pixels.');
  });

  it('refuses a picture over the size limit before decoding it', () => {
    const big = `data:image/png;base64,${'A'.repeat(Math.ceil((IMAGE_LIMITS.maxBytes * 4) / 3) + 8)}`;
    expect(problemOf(big)).toBe('The image is larger than 700 KB.');
  });
});

describe('picture bytes and sizes', () => {
  const bytesOf = (dataUrl: string) =>
    Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (c) => c.charCodeAt(0));

  it('checks a stored file by its own signature, refusing what is no picture', () => {
    expect(checkImageBytes(bytesOf(IMAGE_SAMPLES.gif))).toMatchObject({ ok: true, type: 'image/gif' });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>');
    expect(checkImageBytes(svg)).toEqual({
      ok: false,
      problem: 'The image must be a PNG, JPEG, GIF or WebP picture.',
    });
    expect(checkImageBytes(bytesOf(IMAGE_SAMPLES.jpeg), { maxBytes: 100 })).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^The image is larger than/),
    });
    expect(checkImageBytes(bytesOf(FLIPPED_PNG))).toEqual({
      ok: false,
      problem: 'The image is a damaged PNG file.',
    });
  });

  it('reads the pixel size of a PNG and of a JPEG', () => {
    expect(imageDimensions(bytesOf(IMAGE_SAMPLES.png))).toEqual({ width: 1, height: 1 });
    expect(imageDimensions(bytesOf(IMAGE_SAMPLES.jpeg))).toEqual({ width: 3, height: 4 });
    expect(imageDimensions(bytesOf(pngClaiming(160, 100)))).toEqual({ width: 160, height: 100 });
    expect(imageDimensions(bytesOf(IMAGE_SAMPLES.gif))).toBeNull();
  });
});

describe('a file chosen as a picture, before it is read', () => {
  it('rules out what cannot be a picture by its type and size', () => {
    expect(pictureFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(pictureFileProblem({ type: 'IMAGE/JPEG', size: IMAGE_LIMITS.maxBytes })).toBeNull();
    expect(pictureFileProblem({ type: 'image/png', size: IMAGE_LIMITS.maxBytes + 1 })).toBe(
      'The image is larger than 700 KB.',
    );
    expect(pictureFileProblem({ type: 'image/svg+xml', size: 10 })).toBe(
      'The image must be a PNG, JPEG, GIF or WebP picture.',
    );
    expect(pictureFileProblem({ type: '', size: 10 })).toBe(
      'The image must be a PNG, JPEG, GIF or WebP picture.',
    );
  });
});
