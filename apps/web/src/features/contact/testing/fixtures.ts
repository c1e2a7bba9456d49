import type { ContactMessageReceipt } from '@edupath/contract';

/** What POST /contact answers for a stored message. */
export const contactReceipt: ContactMessageReceipt = { contactMessageId: 1 };
