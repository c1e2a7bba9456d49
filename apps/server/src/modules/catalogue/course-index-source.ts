import type { DbOrTx } from '../../db/client';
import type { CourseIndex } from './course-index';
import { catalogueVersionNow, loadCourseIndex } from './course-index.repository';

/**
 * Above this many courses, a search made while the catalogue changed is answered by the index it
 * has while a new one loads (seconds at a million courses); at or below it, the search waits for
 * the new one (milliseconds). docs/catalogue.md#the-course-index.
 */
const REBUILD_IN_BACKGROUND_ABOVE = 50_000;

interface Built {
  version: number;
  index: CourseIndex;
}

/** One index per database handle, so every app instance (and every test app) keeps its own. */
class CourseIndexSource {
  private built?: Built;
  private building?: Promise<Built>;

  async current(db: DbOrTx): Promise<CourseIndex> {
    const version = await catalogueVersionNow(db);
    if (this.built && this.built.version >= version) return this.built.index;
    if (this.built && this.built.index.size > REBUILD_IN_BACKGROUND_ABOVE) {
      // A failed load is tried again by the next search; meanwhile the index it has answers.
      this.build(db).catch(() => {});
      return this.built.index;
    }
    // A load that started before this version was read may not include it: load again until one does.
    while (!this.built || this.built.version < version) await this.build(db);
    return this.built.index;
  }

  private build(db: DbOrTx): Promise<Built> {
    this.building ??= loadCourseIndex(db)
      .then((built) => {
        if (!this.built || built.version >= this.built.version) this.built = built;
        return built;
      })
      .finally(() => {
        this.building = undefined;
      });
    return this.building;
  }
}

const sources = new WeakMap<DbOrTx, CourseIndexSource>();

/** The course index of this database handle, brought up to the catalogue's current version. */
export function courseIndexOf(db: DbOrTx): Promise<CourseIndex> {
  let source = sources.get(db);
  if (!source) {
    source = new CourseIndexSource();
    sources.set(db, source);
  }
  return source.current(db);
}
