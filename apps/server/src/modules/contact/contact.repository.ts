import type { DbOrTx } from '../../db/client';
import { contactMessages } from '../../db/schema';

export async function insertContactMessage(
  db: DbOrTx,
  values: { name: string; email: string; subject: string; message: string; ip: string | null },
) {
  const [row] = await db
    .insert(contactMessages)
    .values(values)
    .returning({ contactMessageId: contactMessages.contactMessageId });
  return row!;
}
