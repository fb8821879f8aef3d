// Uploaded images: recognised by their bytes (never the name or the declared type), re-encoded so no metadata
// (EXIF, GPS) or hidden payload survives, and refused when they would decode to an absurd number of pixels.
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { limits } from '#shared/constants.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Storage, StoredFile } from '../../platform/storage.ts';

const acceptedTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
// 40 megapixels: far above any photo we show, far below a decompression bomb.
const maxInputPixels = 40_000_000;
const maxSide = 2048;

export const notAnImage = () => badRequest('INVALID_IMAGE', 'Please upload an image file (JPEG, PNG, etc.)');
export const tooLarge = () => badRequest('FILE_TOO_LARGE', 'File size exceeds 5MB limit');

export async function storeImage(storage: Storage, bytes: Buffer): Promise<StoredFile> {
  if (bytes.length > limits.uploadMaxBytes) throw tooLarge();
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !acceptedTypes.has(type.mime)) throw notAnImage();
  let encoded: Buffer;
  try {
    encoded = await sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Corrupt data, or more pixels than allowed.
    throw notAnImage();
  }
  return storage.put(encoded, { extension: 'webp' });
}
