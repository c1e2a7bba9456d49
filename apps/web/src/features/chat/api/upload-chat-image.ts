import { chatEndpoints } from '@edupath/contract';
import { call } from '../../../lib/api-client';

/** Stores an image to attach; sendMessage then carries the returned path. */
export async function uploadChatImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  return (await call(chatEndpoints.uploadImage, { body: form })).data.path;
}
