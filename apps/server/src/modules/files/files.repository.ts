import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { files } from '../../db/schema';

export async function insertFile(db: DbOrTx, values: typeof files.$inferInsert) {
  await db.insert(files).values(values);
}

export async function findFile(db: DbOrTx, fileId: string) {
  const [row] = await db
    .select({ contentType: files.contentType, data: files.data, byteSize: files.byteSize })
    .from(files)
    .where(eq(files.fileId, fileId));
  return row;
}

export async function deleteFile(db: DbOrTx, fileId: string) {
  await db.delete(files).where(eq(files.fileId, fileId));
}

export async function findFileOwner(db: DbOrTx, fileId: string) {
  const [row] = await db.select({ ownerId: files.ownerId }).from(files).where(eq(files.fileId, fileId));
  return row;
}
