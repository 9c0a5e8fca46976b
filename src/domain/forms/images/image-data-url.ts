/**
 * An image field's picture travels inline as a data URL (forms spec §4, "Image"). One check decides whether
 * such a value is a picture every place can show: the server refuses anything else when a field is saved,
 * and the page and the exports show an error in the field's place instead of failing on a stored one.
 *
 * A picture is a base64 data URL of a PNG, JPEG, GIF or WebP, at most IMAGE_LIMITS.maxBytes decoded, whose
 * bytes carry that format's signature (matching the declared type) and a sound structure: for PNG every
 * chunk with its checksum from IHDR to IEND; for JPEG the frame header before the scan and the end marker;
 * for GIF the trailer; for WebP the RIFF size and an image chunk. SVG is refused: it is a document, not a
 * picture, and the PDF cannot print it.
 */
export const IMAGE_LIMITS = {
  /** 700 KB of picture: its data URL (about 956,000 characters) stays under the API's 1,000,000 (docs/api.md). */
  maxBytes: 700 * 1024,
  types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
  /** Width × height of a PNG: a small file can inflate to a huge picture. */
  maxPixels: 4096 * 4096,
} as const;

export type ImageType = (typeof IMAGE_LIMITS.types)[number];
export type ImageCheck =
  | { readonly ok: true; readonly type: ImageType; readonly bytes: Uint8Array }
  | { readonly ok: false; readonly problem: string };

const NAMES: Record<ImageType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
};
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const fail = (problem: string): ImageCheck => ({ ok: false, problem });

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return prefix.every((b, i) => bytes[at + i] === b);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The format the bytes' signature says they are, whatever the URL declared. */
function sniff(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

let crcTable: Uint32Array | undefined;
function crc32(bytes: Uint8Array, from: number, to: number): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = from; i < to; i++) crc = crcTable[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const u32 = (b: Uint8Array, at: number) =>
  ((b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]) >>> 0;
const u32le = (b: Uint8Array, at: number) =>
  (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;

const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * A sound PNG's compressed pixels (its IDAT chunks joined) and, when it is not interlaced, the size they
 * must inflate to. Whoever can inflate checks them with it: a PNG whose pixels do not inflate passes every
 * other check, yet makes a PDF library fail (or never finish).
 */
export function pngPixels(bytes: Uint8Array): { compressed: Uint8Array; inflatedSize: number | null } {
  const parts: Uint8Array[] = [];
  for (let at = 8; at + 12 <= bytes.length;) {
    const length = u32(bytes, at);
    if (String.fromCharCode(...bytes.subarray(at + 4, at + 8)) === 'IDAT')
      parts.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const compressed = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  parts.reduce((at, part) => (compressed.set(part, at), at + part.length), 0);
  const [width, height, depth, colour, interlace] = [
    u32(bytes, 16),
    u32(bytes, 20),
    bytes[24],
    bytes[25],
    bytes[28],
  ];
  const rowBytes = Math.ceil((width * (PNG_CHANNELS[colour] ?? 4) * depth) / 8);
  return { compressed, inflatedSize: interlace === 0 ? height * (1 + rowBytes) : null };
}

const pixelsAllowed = (width: number, height: number) =>
  width > 0 && height > 0 && width * height <= IMAGE_LIMITS.maxPixels;

function pngSound(bytes: Uint8Array): boolean {
  let at = 8;
  let first = true;
  let idat = false;
  while (at + 12 <= bytes.length) {
    const length = u32(bytes, at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const end = at + 8 + length;
    if (end + 4 > bytes.length || crc32(bytes, at + 4, end) !== u32(bytes, end)) return false;
    if (
      first &&
      (type !== 'IHDR' || length !== 13 || !pixelsAllowed(u32(bytes, at + 8), u32(bytes, at + 12)))
    )
      return false;
    if (type === 'IDAT' && !idat) {
      // The zlib header of the compressed pixels: deflate, and a check value that divides by 31.
      if (length < 2 || (bytes[at + 8] & 0x0f) !== 8 || ((bytes[at + 8] << 8) | bytes[at + 9]) % 31 !== 0)
        return false;
      idat = true;
    }
    if (type === 'IEND') return idat;
    first = false;
    at = end + 4;
  }
  return false;
}

function jpegSound(bytes: Uint8Array): boolean {
  let at = 2;
  let frame = false;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = (bytes[at + 2] << 8) | bytes[at + 3];
    if (length < 2 || at + 2 + length > bytes.length) return false;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      frame = length >= 8;
    if (marker === 0xda) return frame && bytes[bytes.length - 2] === 0xff && bytes[bytes.length - 1] === 0xd9;
    at += 2 + length;
  }
  return false;
}

function gifSound(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 14 &&
    bytes[bytes.length - 1] === 0x3b &&
    (bytes[6] | (bytes[7] << 8)) > 0 &&
    (bytes[8] | (bytes[9] << 8)) > 0
  );
}

function webpSound(bytes: Uint8Array): boolean {
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  return (
    bytes.length >= 20 && u32le(bytes, 4) + 8 === bytes.length && ['VP8 ', 'VP8L', 'VP8X'].includes(chunk)
  );
}

/** The width and height in pixels of a sound PNG or JPEG (its IHDR, or its frame header); null otherwise. */
export function imageDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  const type = sniff(bytes);
  if (type === 'image/png' && bytes.length >= 24) return positive(u32(bytes, 16), u32(bytes, 20));
  if (type !== 'image/jpeg') return null;
  for (let at = 2; at + 9 <= bytes.length && bytes[at] === 0xff;) {
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return positive((bytes[at + 7] << 8) | bytes[at + 8], (bytes[at + 5] << 8) | bytes[at + 6]);
    }
    at += 2 + ((bytes[at + 2] << 8) | bytes[at + 3]);
  }
  return null;
}

const positive = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : null);

const SOUND: Record<ImageType, (bytes: Uint8Array) => boolean> = {
  'image/png': pngSound,
  'image/jpeg': jpegSound,
  'image/gif': gifSound,
  'image/webp': webpSound,
};

function decode(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export interface ImageCheckOptions {
  readonly maxBytes?: number;
  /**
   * zlib inflate, where one is at hand (the server): a PNG's pixels must then inflate to their size. It
   * must throw rather than give more than `maxLength` bytes.
   */
  readonly inflate?: (compressed: Uint8Array, maxLength: number) => Uint8Array;
}

/** The most a PNG within the pixel limit can inflate to (8 bytes a pixel, a filter byte a row). */
export const MAX_PNG_PIXEL_BYTES = IMAGE_LIMITS.maxPixels * 8 + 4096 * 7;

function pngInflates(bytes: Uint8Array, inflate: NonNullable<ImageCheckOptions['inflate']>): boolean {
  const { compressed, inflatedSize } = pngPixels(bytes);
  try {
    const pixels = inflate(compressed, inflatedSize ?? MAX_PNG_PIXEL_BYTES);
    return inflatedSize === null || pixels.length === inflatedSize;
  } catch {
    return false;
  }
}

/** Checks an image field's value; on success the decoded bytes. */
export function checkImageDataUrl(value: string, options: ImageCheckOptions = {}): ImageCheck {
  const maxBytes = options.maxBytes ?? IMAGE_LIMITS.maxBytes;
  const comma = value.indexOf(',');
  const header = comma < 0 ? '' : value.slice(0, comma).toLowerCase();
  const match = /^data:(image\/[a-z0-9.+-]{1,40});base64$/.exec(header);
  if (!match) return fail('The image must be a base64 data URL (data:image/png;base64,...).');
  const type = match[1] as ImageType;
  if (!(IMAGE_LIMITS.types as readonly string[]).includes(type))
    return fail('The image must be a PNG, JPEG, GIF or WebP picture.');
  const data = value.slice(comma + 1);
  const size = Math.floor((data.length / 4) * 3) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);
  if (size > maxBytes) return fail(tooLarge(maxBytes));
  if (data.length % 4 !== 0 || !BASE64.test(data)) return fail('The image data is not valid base64.');
  return checkImageBytes(decode(data), { ...options, declared: type });
}

const tooLarge = (maxBytes: number) => `The image is larger than ${Math.round(maxBytes / 1024)} KB.`;

/**
 * What is wrong with a file chosen as an image field's picture, from what the browser says of it before it is read
 * (its size and type): a file that cannot be a picture is never read into memory. Null when it may be one; its
 * data URL is then checked with checkImageDataUrl.
 */
export function pictureFileProblem(file: { readonly size: number; readonly type: string }): string | null {
  if (!(IMAGE_LIMITS.types as readonly string[]).includes(file.type.toLowerCase()))
    return 'The image must be a PNG, JPEG, GIF or WebP picture.';
  if (file.size > IMAGE_LIMITS.maxBytes) return tooLarge(IMAGE_LIMITS.maxBytes);
  return null;
}

/**
 * Checks a picture's bytes by the same rules: a data URL's once decoded (`declared`: the type its URL names), or
 * a stored file's as the server sent it (any of the four types; anything else, SVG included, is refused).
 */
export function checkImageBytes(
  bytes: Uint8Array,
  options: ImageCheckOptions & { readonly declared?: ImageType } = {},
): ImageCheck {
  const maxBytes = options.maxBytes ?? IMAGE_LIMITS.maxBytes;
  if (bytes.length > maxBytes) return fail(tooLarge(maxBytes));
  const actual = sniff(bytes);
  const type = options.declared ?? actual;
  if (type === null) return fail('The image must be a PNG, JPEG, GIF or WebP picture.');
  if (actual === null) return fail(`The image is not a ${NAMES[type]} file.`);
  if (actual !== type) return fail(`The image is declared ${NAMES[type]} but is a ${NAMES[actual]} file.`);
  if (type === 'image/png' && bytes.length >= 24 && u32(bytes, 16) * u32(bytes, 20) > IMAGE_LIMITS.maxPixels)
    return fail('The image has more than 4096 × 4096 pixels.');
  const sound =
    SOUND[type](bytes) && (type !== 'image/png' || !options.inflate || pngInflates(bytes, options.inflate));
  if (!sound) return fail(`The image is a damaged ${NAMES[type]} file.`);
  return { ok: true, type, bytes };
}
