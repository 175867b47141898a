import { CONTENT_SNIFF_BYTES, isOfDeclaredType, sniffContentType } from './content-sniffing';

/** A valid 1×1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0')]);

/** An ISO base media file's opening `ftyp` box with this major brand (MP4, QuickTime, M4A…). */
function isoMedia(brand: string): Buffer {
  return Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from(`ftyp${brand}\0\0\x02\0isomiso2`, 'latin1'),
  ]);
}

/** A Matroska-family EBML header naming its document type (webm, matroska). */
function ebml(docType: string): Buffer {
  const name = Buffer.from(docType);
  const element = Buffer.concat([Buffer.from([0x42, 0x82, 0x80 | name.length]), name]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | element.length]), element]);
}

describe('sniffContentType', () => {
  it.each([
    ['image/png', TINY_PNG],
    ['image/jpeg', JPEG],
    ['image/gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1')],
    ['image/webp', Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1')],
    ['video/mp4', isoMedia('isom')],
    ['video/quicktime', isoMedia('qt  ')],
    ['video/webm', ebml('webm')],
  ])('reads %s from the first bytes', async (type, bytes) => {
    expect(await sniffContentType(bytes)).toBe(type);
  });

  it('knows nothing of text, SVG or empty files', async () => {
    expect(await sniffContentType(Buffer.from('<html><script>alert(1)</script>'))).toBeNull();
    expect(await sniffContentType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(await sniffContentType(Buffer.alloc(0))).toBeNull();
  });

  it('decides from the head alone', async () => {
    const padded = Buffer.concat([isoMedia('isom'), Buffer.alloc(CONTENT_SNIFF_BYTES * 4)]);
    expect(await sniffContentType(padded.subarray(0, CONTENT_SNIFF_BYTES))).toBe('video/mp4');
  });
});

describe('isOfDeclaredType', () => {
  it('accepts bytes of the declared type and the same format under another name', async () => {
    expect(await isOfDeclaredType(TINY_PNG, 'image/png')).toBe(true);
    expect(await isOfDeclaredType(isoMedia('isom'), 'video/mp4')).toBe(true);
    expect(await isOfDeclaredType(isoMedia('M4V '), 'video/mp4')).toBe(true);
    expect(await isOfDeclaredType(isoMedia('qt  '), 'video/quicktime')).toBe(true);
    expect(await isOfDeclaredType(ebml('webm'), 'video/webm')).toBe(true);
  });

  it('refuses bytes of another type than declared', async () => {
    expect(await isOfDeclaredType(TINY_PNG, 'video/mp4')).toBe(false);
    expect(await isOfDeclaredType(JPEG, 'image/png')).toBe(false);
    expect(await isOfDeclaredType(isoMedia('M4A '), 'video/mp4')).toBe(false);
    expect(await isOfDeclaredType(ebml('matroska'), 'video/webm')).toBe(false);
    expect(await isOfDeclaredType(Buffer.from('<svg/>'), 'image/png')).toBe(false);
  });
});
