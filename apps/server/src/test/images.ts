import sharp from 'sharp';

/** Real image bytes for upload tests, made on the fly. */
export const makePng = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 33, g: 159, b: 148 } } })
    .png()
    .toBuffer();

export const makeJpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer();

/** A JPEG carrying EXIF metadata, to prove re-encoding drops it. */
export const makeJpegWithExif = () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: '#888' } })
    .withExif({ IFD0: { Copyright: 'secret-owner', ImageDescription: 'GPS 12.97N 77.59E' } })
    .jpeg()
    .toBuffer();

export const htmlBytes = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
