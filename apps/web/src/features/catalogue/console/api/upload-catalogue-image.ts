import { catalogueUploadEndpoints as U } from '@edupath/contract/catalogue-admin-endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

/** Stores a picture through the safe image pipeline; its path then goes in a picture field. */
export function useUploadCatalogueImage() {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return (await call(U.image, { body: form })).data;
    },
  });
}
