import {
  type InvalidateOptions,
  type InvalidateQueryFilters,
  QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * The app's query client. Its invalidation also covers a query's first load: TanStack Query
 * restarts an in-flight fetch on invalidation only when the query already has data; a first fetch
 * that started before the change would otherwise finish, and its answer (from before the change)
 * would stay as if it were fresh. An invalidation says "the server's data has changed since", after
 * a live notification or the user's own change, so that fetch is cancelled and asked again.
 */
class AppQueryClient extends QueryClient {
  override async invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    const firstLoads: InvalidateQueryFilters<TTaggedQueryKey> = {
      ...filters,
      predicate: (query) =>
        query.state.data === undefined &&
        query.state.fetchStatus === 'fetching' &&
        (filters?.predicate?.(query) ?? true),
    };
    // Only then is the invalidation deferred: otherwise it marks the queries stale at once, as before.
    if (this.getQueryCache().findAll(firstLoads).length > 0) await this.cancelQueries(firstLoads);
    return super.invalidateQueries(filters, options);
  }
}

export function createQueryClient(): QueryClient {
  return new AppQueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change by asking again.
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}
