import { TINY_JPEG, TINY_PNG } from '../testing/test-images';
import { sniffImageType } from './image-signature';

describe('sniffImageType', () => {
  it('recognises the four accepted image types by their first bytes', () => {
    expect(sniffImageType(TINY_PNG)).toBe('image/png');
    expect(sniffImageType(TINY_JPEG)).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('GIF89a....'))).toBe('image/gif');
    expect(sniffImageType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe(
      'image/webp',
    );
  });

  it('refuses anything else', () => {
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});
