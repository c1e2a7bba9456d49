import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { htmlBytes, makeJpeg, makeJpegWithExif, makePng } from '../../test/images';
import { fileIdFromPath, storeImage } from './files.service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const statusOf = async (data: Buffer) => {
  try {
    await storeImage(t.database.db, data, null);
    return 200;
  } catch (err) {
    return (err as { statusCode?: number }).statusCode ?? 500;
  }
};

describe('storeImage', () => {
  it('re-encodes a PNG to WebP within 1600 px and serves it with long cache headers', async () => {
    const stored = await storeImage(t.database.db, await makePng(3200, 800), null);
    expect(stored.width).toBe(1600);
    expect(stored.height).toBe(400);
    expect(fileIdFromPath(stored.path)).toBe(stored.fileId);
    const response = await fetch(`${t.url}/${stored.path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
  });

  it('drops EXIF metadata', async () => {
    const stored = await storeImage(t.database.db, await makeJpegWithExif(), null);
    const body = Buffer.from(await (await fetch(`${t.url}/${stored.path}`)).arrayBuffer());
    expect((await sharp(body).metadata()).exif).toBeUndefined();
    expect(body.includes(Buffer.from('secret-owner'))).toBe(false);
  });

  it('accepts a JPEG', async () => {
    expect(await statusOf(await makeJpeg())).toBe(200);
  });

  it('judges by the bytes: HTML named .png -> 415, a zero-byte file -> 400', async () => {
    expect(await statusOf(htmlBytes)).toBe(415);
    expect(await statusOf(Buffer.alloc(0))).toBe(400);
  });

  it('refuses more than 5 MB with 413 and a truncated image with 400', async () => {
    expect(await statusOf(Buffer.alloc(6 * 1024 * 1024, 1))).toBe(413);
    const png = await makePng(400, 400);
    expect(await statusOf(png.subarray(0, Math.floor(png.length / 2)))).toBe(400);
  });

  it('answers 404 for an unknown or malformed upload path', async () => {
    expect((await fetch(`${t.url}/uploads/00000000-0000-0000-0000-000000000000.webp`)).status).toBe(404);
    expect((await fetch(`${t.url}/uploads/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });
});
