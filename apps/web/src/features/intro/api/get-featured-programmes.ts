import { catalogueEndpoints } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The four featured programmes /intro shows, chosen by the server (docs/catalogue.md#featured-programmes). */
export function useFeaturedProgrammes() {
  return useQuery({
    queryKey: ['catalogue', 'featured-programmes'],
    queryFn: async ({ signal }) => (await call(catalogueEndpoints.featuredProgrammes, { signal })).data,
  });
}
