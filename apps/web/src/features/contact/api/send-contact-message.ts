import type { ContactMessageInput, ContactMessageReceipt } from '@edupath/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The message is stored for the console's inbox (docs/packages.md, "The contact form"). */
export const sendContactMessage = (input: ContactMessageInput) =>
  api.post<ContactMessageReceipt>('contact', input);

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
