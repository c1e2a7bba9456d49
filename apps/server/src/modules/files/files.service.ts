import { randomUUID } from 'node:crypto';
import { MAX_UPLOAD_BYTES } from '@edupath/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { DbOrTx } from '../../db/client';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../lib/errors';
import * as repo from './files.repository';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
const MAX_SIDE = 1600;
// Refuses decompression bombs: a small file that would expand to a huge bitmap.
const MAX_INPUT_PIXELS = 50_000_000;

export const UPLOAD_PREFIX = 'uploads/';

export interface StoredImage {
  fileId: string;
  /**
   * The stored relative path; the web app puts its image base in front
   * (docs/decisions/003-images-in-the-database.md).
   */
  path: string;
  width: number;
  height: number;
}

/**
 * Checks an upload by its bytes (never its name or declared type), re-encodes it as WebP of at
 * most 1600 px a side with metadata such as GPS dropped, and stores it. sharp works on libuv's
 * thread pool, so re-encoding does not block other requests.
 */
export async function storeImage(db: DbOrTx, data: Buffer, ownerId: number | null): Promise<StoredImage> {
  const encoded = await reencodeImage(data);
  const fileId = randomUUID();
  await repo.insertFile(db, {
    fileId,
    ownerId,
    contentType: 'image/webp',
    byteSize: encoded.data.length,
    width: encoded.width,
    height: encoded.height,
    data: encoded.data,
  });
  return { fileId, path: `${UPLOAD_PREFIX}${fileId}.webp`, width: encoded.width, height: encoded.height };
}

export async function reencodeImage(data: Buffer) {
  if (data.length === 0) throw badRequest('The file is empty', { file: 'The file is empty' });
  if (data.length > MAX_UPLOAD_BYTES) throw payloadTooLarge('The file is too large (5 MB at most)');
  const type = await fileTypeFromBuffer(data);
  if (!type || !ACCEPTED.has(type.mime)) {
    throw unsupportedMediaType('Only JPEG, PNG, WebP or GIF images are accepted');
  }
  try {
    const { data: output, info } = await sharp(data, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'truncated',
    })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data: output, width: info.width, height: info.height };
  } catch {
    throw badRequest('The image could not be read. It may be damaged or incomplete.', {
      file: 'The image could not be read',
    });
  }
}

/** The file id in a stored path, or null when the path is not one of our uploads. */
export function fileIdFromPath(path: string | null | undefined): string | null {
  const match = path?.match(/^\/?uploads\/([0-9a-f-]{36})\.webp$/);
  return match?.[1] ?? null;
}

export const readFile = repo.findFile;
/** Who uploaded a stored file ({ ownerId }), or undefined when there is none. */
export const fileOwner = repo.findFileOwner;
export const deleteFile = repo.deleteFile;
