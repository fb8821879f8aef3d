// Uploaded images: recognised by their bytes (never the name or the declared type), re-encoded so no metadata
// (EXIF, GPS) or hidden payload survives, and refused when they would decode to an absurd number of pixels.
import { and, eq, inArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { limits } from '#shared/constants.ts';
import type { Database, Executor } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Storage, StoredFile } from '../../platform/storage.ts';

const acceptedTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
// 40 megapixels: far above any photo we show, far below a decompression bomb.
const maxInputPixels = 40_000_000;
const maxSide = 2048;

export const notAnImage = () => badRequest('INVALID_IMAGE', 'Please upload an image file (JPEG, PNG, etc.)');
export const tooLarge = () => badRequest('FILE_TOO_LARGE', 'File size exceeds 5MB limit');

/** Stores the picture and records it as the member's upload (uploads table), so they may attach it as evidence. */
export async function storeImage(
  deps: { db: Database; storage: Storage },
  ownerId: string,
  bytes: Buffer,
): Promise<StoredFile> {
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
  const stored = await deps.storage.put(encoded, { extension: 'webp' });
  await deps.db.insert(uploads).values({ ownerId, url: stored.url }).onConflictDoNothing();
  return stored;
}

export const notYourUploadMessage = 'Attach only pictures you uploaded yourself';

/**
 * Refuses, naming `field`, any address among `urls` that the member did not upload themselves: the files are
 * content-addressed and public, so knowing another member's picture's address must not let anyone present it as
 * their own.
 */
export async function assertOwnUploads(db: Executor, ownerId: string, urls: readonly string[], field: string) {
  if (urls.length === 0) return;
  const owned = await db
    .select({ url: uploads.url })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), inArray(uploads.url, [...urls])));
  const ownedUrls = new Set(owned.map((row) => row.url));
  if (urls.every((url) => ownedUrls.has(url))) return;
  throw badRequest('NOT_YOUR_UPLOAD', notYourUploadMessage, { [field]: notYourUploadMessage });
}
