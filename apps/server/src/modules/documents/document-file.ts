import { DOCUMENT_CONTENT_TYPES, DOCUMENT_MESSAGES as M, MAX_UPLOAD_BYTES } from '@edupath/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../lib/errors';

type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

const EXTENSIONS: Record<DocumentContentType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
};
const KNOWN_EXTENSIONS = new Set(Object.values(EXTENSIONS).flat());
// Refuses decompression bombs, as the image pipeline does; a 600 dpi A4 scan is about 35 Mpx.
const MAX_INPUT_PIXELS = 50_000_000;

export interface CheckedDocument {
  contentType: DocumentContentType;
  data: Buffer;
  fileName: string;
}

/**
 * The PDF check without a parser (docs/application-documents.md, "Files"): the header at the very
 * start, and the end-of-file marker with its cross-reference pointer in the last kilobyte, where
 * every complete PDF has them. A PDF cut off in transfer or a renamed text file fails.
 */
export function looksLikeCompletePdf(data: Buffer): boolean {
  if (!/^%PDF-\d\.\d/.test(data.subarray(0, 8).toString('latin1'))) return false;
  const tail = data.subarray(Math.max(0, data.length - 1024)).toString('latin1');
  // Some writers pad the end with NUL bytes after the marker.
  return /startxref\s+\d+\s+%%EOF[\s\0]*$/.test(tail);
}

/** The name shown for the file: no folders or control characters, and the extension its bytes deserve. */
function cleanName(fileName: string, contentType: DocumentContentType): string {
  const base = (fileName.split(/[\\/]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 120);
  return `${base || 'document'}.${EXTENSIONS[contentType][0]}`;
}

/**
 * Judges an upload by its bytes: PDF, JPEG, PNG or WebP, 5 MB at most. The name's extension is
 * not trusted, but one that claims another type than the bytes is refused (a PNG or a text file
 * named .pdf). Images are decoded to prove they are whole and re-encoded in their own format,
 * which drops metadata such as a phone's GPS position.
 */
export async function checkDocumentFile(data: Buffer, fileName: string): Promise<CheckedDocument> {
  if (data.length === 0) throw badRequest(M.empty, { file: M.empty });
  if (data.length > MAX_UPLOAD_BYTES) throw payloadTooLarge(M.tooLarge);
  const sniffed = await fileTypeFromBuffer(data);
  const contentType = DOCUMENT_CONTENT_TYPES.find((type) => type === sniffed?.mime);
  if (!contentType) throw unsupportedMediaType(M.wrongType);
  const extension = fileName.includes('.') ? fileName.split('.').pop()!.toLowerCase() : null;
  if (extension && KNOWN_EXTENSIONS.has(extension) && !EXTENSIONS[contentType].includes(extension)) {
    const message = `This file is not a ${extension.toUpperCase()}: its content is ${contentType}`;
    throw unsupportedMediaType(message);
  }
  const name = cleanName(fileName, contentType);
  if (contentType === 'application/pdf') {
    if (!looksLikeCompletePdf(data)) throw badRequest(M.notPdf, { file: M.notPdf });
    return { contentType, data, fileName: name };
  }
  try {
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' }).rotate();
    const encoded =
      contentType === 'image/jpeg'
        ? image.jpeg({ quality: 90 })
        : contentType === 'image/png'
          ? image.png()
          : image.webp({ quality: 90 });
    return { contentType, data: await encoded.toBuffer(), fileName: name };
  } catch {
    throw badRequest(M.unreadableImage, { file: M.unreadableImage });
  }
}
