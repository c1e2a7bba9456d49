import type { FastifyRequest } from 'fastify';
import { AppError, badRequest, unsupportedMediaType } from '../../lib/errors';

const MALFORMED_FORM = 'The form data is malformed';

export interface MultipartForm {
  fields: Record<string, string>;
  /** The uploaded file of the form (one at most), as bytes. */
  file: { fieldName: string; data: Buffer; fileName: string } | null;
}

/**
 * Reads a multipart form fully: text fields and at most one file (5 MB, enforced while
 * streaming by @fastify/multipart, which answers 413 past it).
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) throw unsupportedMediaType('Send the form as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: MultipartForm['file'] = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // An empty file input is sent as a part with no name and no bytes: that is "no file".
        if (data.length === 0 && !part.filename) continue;
        if (file) throw badRequest('Send one file at a time');
        file = { fieldName: part.fieldname, data, fileName: part.filename };
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (err) {
    // Our own refusals and @fastify/multipart's limits (413 …) carry a status; what busboy throws
    // on a missing or wrong boundary, a cut-off body or a broken part header does not.
    if (err instanceof AppError || typeof (err as { statusCode?: unknown }).statusCode === 'number')
      throw err;
    throw badRequest(MALFORMED_FORM);
  }
  return { fields, file };
}

/**
 * Reads a form of several named files (a register import sends three), each 5 MB at most as every
 * upload is; a field sent twice, or a file under another name, is refused.
 */
export async function readMultipartFiles(
  request: FastifyRequest,
  names: readonly string[],
): Promise<Record<string, { data: Buffer; fileName: string }>> {
  if (!request.isMultipart()) throw unsupportedMediaType('Send the form as multipart/form-data');
  const files: Record<string, { data: Buffer; fileName: string }> = {};
  try {
    for await (const part of request.parts({ limits: { files: names.length } })) {
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      if (data.length === 0 && !part.filename) continue;
      if (!names.includes(part.fieldname)) throw badRequest(`Unexpected file ${part.fieldname}`);
      if (files[part.fieldname]) throw badRequest(`Send one ${part.fieldname} file`);
      files[part.fieldname] = { data, fileName: part.filename };
    }
  } catch (err) {
    if (err instanceof AppError || typeof (err as { statusCode?: unknown }).statusCode === 'number')
      throw err;
    throw badRequest(MALFORMED_FORM);
  }
  return files;
}
