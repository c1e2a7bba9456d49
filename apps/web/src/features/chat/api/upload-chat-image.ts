import type { ChatImage } from '@edupath/contract';
import { api } from '../../../lib/api-client';

/** Stores an image to attach; sendMessage then carries the returned path. */
export async function uploadChatImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  return (await api.post<ChatImage>('chat/images', form)).data.path;
}
