import { adminRootKey } from '../../../../lib/console-keys';
import { staffApplicationKeys } from '../../api/keys';

/** The console's queries of applications kept in this folder: under the console's root key. */
export const applicationConsoleKeys = {
  /** An application's page, for the queries of it kept here (its documents). */
  application: staffApplicationKeys.one,
  documents: [...adminRootKey, 'documents'] as const,
  countries: [...adminRootKey, 'countries'] as const,
  universities: (countryId: number | undefined) => [...adminRootKey, 'universities', countryId] as const,
};
