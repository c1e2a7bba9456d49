import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Db } from '../../db/client';
import { type ExportFile, readExportFile } from './data-export.collect';

/** The ZIP is written to the database in pieces of about this size (docs/privacy.md#export). */
const PART_BYTES = 1024 * 1024;

const README = `Your data from EduPath
======================

data.json      everything EduPath holds about you, by area (account, profile, applications,
               chats, community, notifications, shortlist, consents, sessions, emails, payments…)
files/         the documents and images you uploaded; data.json says which file is which

data.json is plain text: open it with any text editor or a browser.
`;

/**
 * Streams data.json and the uploaded files into a ZIP, handing each piece of about a megabyte to
 * `writePart` as soon as it is complete: memory holds data.json (her rows, as text), one uploaded
 * file and one piece, never all her files or the whole archive. Documents are already compressed (PDF, JPEG…), so they are stored as they are.
 */
export async function writeExportZip(
  db: Db,
  content: { data: unknown; files: ExportFile[]; exportedAt: Date },
  writePart: (seq: number, bytes: Buffer) => Promise<void>,
): Promise<number> {
  const pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let seq = 0;
  let total = 0;
  let failure: Error | null = null;
  const zip = new Zip((err, chunk) => {
    if (err) {
      failure = err;
      return;
    }
    pending.push(chunk);
    pendingBytes += chunk.length;
  });
  const flush = async (all: boolean) => {
    if (failure) throw failure;
    if (pendingBytes === 0 || (!all && pendingBytes < PART_BYTES)) return;
    const bytes = Buffer.concat(pending);
    pending.length = 0;
    pendingBytes = 0;
    total += bytes.length;
    await writePart(seq++, bytes);
  };
  const add = async (entry: ZipDeflate | ZipPassThrough, bytes: Uint8Array, modifiedAt: Date) => {
    entry.mtime = modifiedAt;
    zip.add(entry);
    entry.push(bytes, true);
    await flush(false);
  };

  await add(new ZipDeflate('README.txt', { level: 6 }), strToU8(README), content.exportedAt);
  await add(
    new ZipDeflate('data.json', { level: 6 }),
    strToU8(`${JSON.stringify(content.data, null, 2)}\n`),
    content.exportedAt,
  );
  for (const file of content.files) {
    // Read one at a time: the only uploaded file in memory is the one being written.
    const bytes = await readExportFile(db, file.source);
    if (!bytes) continue; // removed since the list was read
    await add(new ZipPassThrough(file.path), bytes, file.modifiedAt);
  }
  zip.end();
  await flush(true);
  return total;
}
