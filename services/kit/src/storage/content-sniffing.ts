import { fileTypeFromBuffer } from 'file-type/core';

/**
 * How many leading bytes are looked at: file-type's own detection window. The signatures of every
 * image and video type the platform accepts lie within it, so a caller may pass only a file's head.
 */
export const CONTENT_SNIFF_BYTES = 4100;

/** Names file-type gives to formats a declared type rightly covers. */
const SAME_FORMAT: Readonly<Record<string, readonly string[]>> = {
  // An animated PNG is a PNG to every browser and image tool.
  'image/png': ['image/apng'],
  // iTunes' M4V brand is an MP4 file.
  'video/mp4': ['video/x-m4v'],
};

/**
 * The media type a file's first bytes show (magic numbers, via the maintained `file-type`), or
 * null when they match no known format — whatever type the uploader declared.
 */
export async function sniffContentType(bytes: Uint8Array): Promise<string | null> {
  const found = await fileTypeFromBuffer(bytes.subarray(0, CONTENT_SNIFF_BYTES));
  return found?.mime ?? null;
}

/**
 * Whether the bytes really are of the declared type, so that a file stored and served under that
 * type is one (an HTML page or a PNG declared as `video/mp4` is not).
 */
export async function isOfDeclaredType(bytes: Uint8Array, declared: string): Promise<boolean> {
  const real = await sniffContentType(bytes);
  if (real === null) return false;
  return real === declared || (SAME_FORMAT[declared]?.includes(real) ?? false);
}
