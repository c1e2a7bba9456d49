import type { StoredCatalogueImage } from '@edupath/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** Stores a picture through the safe image pipeline; its path then goes in a picture field. */
export function useUploadCatalogueImage() {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return (await api.post<StoredCatalogueImage>('staff/catalogue/images', form)).data;
    },
  });
}
