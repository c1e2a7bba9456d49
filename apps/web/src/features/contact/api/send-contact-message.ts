import type { ContactMessageInput, ContactMessageReceipt } from '@edupath/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DESIGN.md: the message is stored for the console's inbox (SPEC.md's form only simulated it). */
export const sendContactMessage = (input: ContactMessageInput) =>
  api.post<ContactMessageReceipt>('contact', input);

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
