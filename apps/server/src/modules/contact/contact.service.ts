import type { ContactMessageReceipt } from '@edupath/contract';
import type { Db } from '../../db/client';
import * as repo from './contact.repository';

export function storeContactMessage(
  db: Db,
  input: { name: string; email: string; subject: string; message: string },
  ip: string | null,
): Promise<ContactMessageReceipt> {
  return repo.insertContactMessage(db, { ...input, ip });
}
