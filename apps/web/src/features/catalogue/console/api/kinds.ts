import {
  CATALOGUE_ENDPOINTS,
  CATALOGUE_RESOURCES,
  type CatalogueKind,
  type EndpointAnswer,
} from '@edupath/contract';
import { adminRootKey } from '../../../../lib/console-keys';

type Endpoints = typeof CATALOGUE_ENDPOINTS;

/**
 * The catalogue's kinds of item as the console manages them: each has a list, a record, a form
 * and a published flag at /staff/catalogue/{kind} (docs/catalogue.md#managing-the-catalogue),
 * typed by its endpoints' descriptions.
 */
export type CatalogueKinds = {
  [K in keyof Endpoints]: {
    row: EndpointAnswer<Endpoints[K]['list']>['data']['items'][number];
    item: EndpointAnswer<Endpoints[K]['one']>['data'];
  };
};
export type { CatalogueKind };

/**
 * Every kind's endpoints have the same shape (the contract generates them, ADR 012); the generic
 * calls see them through the countries' types, with the kind's own id as the path parameter.
 */
export const endpointsOf = (kind: CatalogueKind) =>
  CATALOGUE_ENDPOINTS[kind] as unknown as Endpoints['countries'];
export const idParams = (kind: CatalogueKind, id: number) =>
  ({ [CATALOGUE_RESOURCES[kind].id]: id }) as { countryId: number };

export const catalogueKeys = {
  all: [...adminRootKey, 'catalogue'] as const,
  list: (kind: CatalogueKind, query: object) => [...adminRootKey, 'catalogue', kind, 'list', query] as const,
  item: (kind: CatalogueKind, id: number) => [...adminRootKey, 'catalogue', kind, 'item', id] as const,
};
