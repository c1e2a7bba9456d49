import { PROVENANCE } from '@edupath/contract/catalogue-constants';
import type { CourseProvenance, FactProvenance, UniversityProvenance } from '@edupath/contract/provenance';
import { allCourseGroups } from '../../modules/catalogue/index';

/**
 * What the demo seed records as the provenance of what it writes (docs/catalogue.md#provenance):
 * a university's name, country, place and website come from the university list the seed copies;
 * everything it generates is sample data, dated the day it was generated.
 */

const sample = (seedDay: string): FactProvenance => ({
  kind: 'sample',
  sourceName: null,
  sourceUrl: null,
  checkedOn: seedDay,
  checkedBy: null,
});

export function seedUniversityProvenance(seedDay: string): UniversityProvenance {
  return {
    identity: {
      kind: 'official_register',
      sourceName: PROVENANCE.universityList,
      sourceUrl: 'https://github.com/Hipo/university-domains-list',
      checkedOn: seedDay,
      checkedBy: null,
    },
    description: sample(seedDay),
    details: sample(seedDay),
  };
}

export const seedCourseProvenance = (seedDay: string): CourseProvenance => allCourseGroups(sample(seedDay));
