import { type ContactMessageInput, contactEndpoints } from '@edupath/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The message is stored for the console's inbox (docs/packages.md, "The contact form"). */
export const sendContactMessage = (input: ContactMessageInput) =>
  call(contactEndpoints.send, { body: input });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
