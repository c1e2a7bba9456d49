import {
  type AuditAction,
  type AuthUser,
  type CatalogueKind,
  catalogueResource,
  CATALOGUE_ADMIN_MESSAGES as M,
  type Page,
  type StaffCourseValues,
  toPage,
} from '@edupath/contract';
import { staffProvenance } from '@edupath/contract/provenance';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { syncFirstYearCosts } from '../../db/first-year-costs';
import { inTransaction, type UnitOfWork } from '../../db/transaction';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';
import { recordAudit } from '../audit/index';
import { fileIdFromPath, fileOwner } from '../files/index';
import * as repo from './catalogue-admin.repository';
import { checkCourses, checkedOrThrow, withFee } from './course-checks';
import {
  allCourseGroups,
  allUniversityGroups,
  changedCourseGroups,
  changedUniversityGroups,
  credit,
  todayUtc,
  withoutSourceFields,
} from './provenance';

/**
 * Catalogue management for admins (docs/catalogue.md#managing-the-catalogue), one service for
 * the five kinds: list, get, create, save and publish read the kind's description
 * (CATALOGUE_RESOURCES: pictures, unique values, country references, provenance, audit entity)
 * and its store below (the repository's reads and writes). Every change is one unit of work with
 * its audit entry; afterwards the kept whole-catalogue counts and the cached public answers are
 * dropped so the public pages show the change at once.
 */

type Actor = Pick<AuthUser, 'userId' | 'role'>;
interface Ctx {
  db: Db;
  events: DomainEventBus;
  actor: Actor;
}
type ListQuery = { page: number; pageSize: number; q?: string; published?: boolean };
type Values = Record<string, unknown>;
type Item = Values & { isPublished: boolean };

/** Where a kind's records are read and written, and what it does that the description cannot say. */
interface Store {
  list: (db: DbOrTx, query: never) => Promise<{ items: unknown[]; total: number }>;
  find: (db: DbOrTx, id: number) => Promise<Item | undefined>;
  insert: (tx: Tx, stored: never) => Promise<number>;
  update: (tx: Tx, id: number, stored: never) => Promise<void>;
  /** The columns to store, after the checks only this kind has; the audit's "after" is built from them. */
  prepare?: (tx: Tx, values: never, id?: number) => Promise<{ stored: Values; after: Values }>;
  /** Work the same change must do once the record is written. */
  afterWrite?: (tx: Tx, id: number, values: never, current?: Item) => Promise<void>;
}

const STORES: Record<CatalogueKind, Store> = {
  countries: {
    list: repo.listCountries,
    find: repo.findCountry,
    insert: repo.insertCountry,
    update: repo.updateCountry,
    // The ISO code picks the country's living-cost figures (docs/catalogue.md#first-year-total).
    afterWrite: async (tx, _id, values: { isoCode: string }, current) => {
      if (current && values.isoCode !== current.isoCode) await syncFirstYearCosts(tx);
    },
  },
  universities: {
    list: repo.listUniversities,
    find: repo.findUniversity,
    insert: repo.insertUniversity,
    update: repo.updateUniversity,
    // Its city or country may have changed: so may its courses' first-year totals.
    afterWrite: async (tx, id) => {
      await syncFirstYearCosts(tx, [id]);
    },
  },
  categories: {
    list: repo.listCategories,
    find: repo.findCategory,
    insert: repo.insertCategory,
    update: repo.updateCategory,
  },
  courses: {
    list: async (db, query) => {
      const { items, total } = await repo.listCourses(db, query);
      return { items: items.map((row) => withFee(row)).map(({ feeMinor: _m, ...row }) => row), total };
    },
    find: async (db, id) => {
      const course = await repo.findCourse(db, id);
      return course && withFee(course);
    },
    insert: async (tx, stored) => (await repo.insertCourses(tx, [stored]))[0]!,
    update: repo.updateCourse,
    prepare: async (tx, input: StaffCourseValues, courseId) => {
      const [checked] = await checkCourses(tx, [input], courseId);
      const values = checkedOrThrow(checked!);
      // The fields staff edit, the fee in its currency's units with the rupee estimate beside it:
      // the entry keeps only what changed, so a fee or deadline change reads "before → after".
      return { stored: values, after: { ...withoutSourceFields(input), feeInr: values.feeInr } };
    },
  },
  faqs: { list: repo.listFaqs, find: repo.findFaq, insert: repo.insertFaq, update: repo.updateFaq },
};

/** Each kind with provenance: every group on a new record, and which groups an edit changed. */
const PROVENANCE_GROUPS = {
  university: { all: allUniversityGroups, changed: changedUniversityGroups },
  course: { all: allCourseGroups, changed: changedCourseGroups },
};

const COUNTRY_MISSING = 'Choose an existing country';

/** Every catalogue write goes through here, so every one of them invalidates what the public reads keep. */
async function change<T>(ctx: Ctx, work: (uow: UnitOfWork) => Promise<T>): Promise<T> {
  return inTransaction(ctx.db, ctx.events, async (uow) => {
    const done = await work(uow);
    // Held until the commit: a rolled-back edit drops nothing, a committed one before its answer.
    uow.publish('catalogue.changed', {});
    return done;
  });
}

/**
 * A picture field may keep the value it has or take an upload of the acting admin's own
 * (POST /staff/catalogue/images): never an outside address or someone else's file, such as a
 * student's chat picture.
 */
async function checkImages(kind: CatalogueKind, ctx: Ctx, values: Values, current: Values = {}) {
  const errors: Record<string, string> = {};
  for (const field of catalogueResource(kind).images) {
    const value = values[field] as string | null;
    if (value === null || value === current[field]) continue;
    const fileId = fileIdFromPath(value);
    const owner = fileId ? await fileOwner(ctx.db, fileId) : undefined;
    if (!owner || owner.ownerId !== ctx.actor.userId) errors[field] = M.imageUnknown;
  }
  if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0]!, errors);
}

/** The description's rules: its country references exist and its unique values are not taken by another record. */
async function checkRules(kind: CatalogueKind, db: DbOrTx, values: Values, id?: number) {
  const resource = catalogueResource(kind);
  for (const field of resource.countryRefs) {
    if (!(await repo.findCountry(db, values[field] as number))) {
      throw badRequest(COUNTRY_MISSING, { [field]: COUNTRY_MISSING });
    }
  }
  for (const rule of resource.unique) {
    const existing = await repo.idWithSameValue(db, kind, rule, values);
    if (existing && existing !== id) throw conflict(rule.message, { [rule.field]: rule.message });
  }
}

/** Turns a unique-index race (two admins saving the same name at once) into the 409 a pre-check gives. */
async function unique<T>(kind: CatalogueKind, work: () => Promise<T>): Promise<T> {
  const rule = catalogueResource(kind).unique[0];
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError || !rule) throw err;
    for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
      if ((e as { code?: unknown }).code === '23505') {
        throw conflict(rule.message, { [rule.field]: rule.message });
      }
    }
    throw err;
  }
}

/** The columns to store and the audit's "after": the kind's own preparation, then its provenance. */
async function prepare(kind: CatalogueKind, ctx: Ctx, tx: Tx, values: Values, current?: Item, id?: number) {
  const prepared = (await STORES[kind].prepare?.(tx, values as never, id)) ?? {
    stored: values,
    after: { ...values },
  };
  const groups = catalogueResource(kind).provenance;
  if (!groups) return prepared;
  const { all, changed } = PROVENANCE_GROUPS[groups];
  // Typed in the console: a new record's groups are all the admin's; on a save, the groups the
  // admin changed become theirs (or their source's) and the rest keep their label (docs/catalogue.md#provenance).
  const staff = staffProvenance(values as never, ctx.actor.userId, todayUtc());
  const provenance = current
    ? credit(current.provenance as never, changed(current, values), staff)
    : all(staff);
  const stored = kind === 'courses' ? prepared.stored : withoutSourceFields(prepared.stored);
  return { stored: { ...stored, provenance }, after: { ...withoutSourceFields(prepared.after), provenance } };
}

const action = (kind: CatalogueKind, what: string) =>
  `${catalogueResource(kind).entity}.${what}` as AuditAction;

export async function listItems(kind: CatalogueKind, db: DbOrTx, query: ListQuery): Promise<Page<unknown>> {
  const { items, total } = await STORES[kind].list(db, query as never);
  return toPage(items, total, query);
}

export async function getItem(kind: CatalogueKind, db: DbOrTx, id: number): Promise<Item> {
  const item = await STORES[kind].find(db, id);
  if (!item) throw notFound(catalogueResource(kind).messages.notFound);
  return item;
}

export async function createItem(kind: CatalogueKind, ctx: Ctx, values: Values): Promise<Item> {
  await checkImages(kind, ctx, values);
  const id = await change(ctx, async (uow) => {
    await checkRules(kind, uow.tx, values);
    const { stored, after } = await prepare(kind, ctx, uow.tx, values);
    const created = await unique(kind, () => STORES[kind].insert(uow.tx, stored as never));
    await STORES[kind].afterWrite?.(uow.tx, created, values as never);
    await recordAudit(uow, ctx.actor, {
      action: action(kind, 'created'),
      entityType: catalogueResource(kind).entity,
      entityId: created,
      after,
    });
    return created;
  });
  return getItem(kind, ctx.db, id);
}

export async function updateItem(kind: CatalogueKind, ctx: Ctx, id: number, values: Values): Promise<Item> {
  const resource = catalogueResource(kind);
  const current = await getItem(kind, ctx.db, id);
  await checkImages(kind, ctx, values, current);
  await change(ctx, async (uow) => {
    await checkRules(kind, uow.tx, values, id);
    const { stored, after } = await prepare(kind, ctx, uow.tx, values, current, id);
    await unique(kind, () => STORES[kind].update(uow.tx, id, stored as never));
    await STORES[kind].afterWrite?.(uow.tx, id, values as never, current);
    // What the form holds: not the id, the published flag or what the server works out.
    const before = Object.fromEntries(
      Object.entries(current).filter(
        ([field]) => field !== resource.id && field !== 'isPublished' && !resource.derived.includes(field),
      ),
    );
    await recordAudit(uow, ctx.actor, {
      action: action(kind, 'updated'),
      entityType: resource.entity,
      entityId: id,
      before,
      after,
    });
  });
  return getItem(kind, ctx.db, id);
}

/** Publishes or unpublishes; what is already so is answered unchanged, with no audit entry. */
export async function setItemPublished(kind: CatalogueKind, ctx: Ctx, id: number, isPublished: boolean) {
  const current = await getItem(kind, ctx.db, id);
  if (current.isPublished === isPublished) return { item: current, changed: false };
  await change(ctx, async (uow) => {
    await STORES[kind].update(uow.tx, id, { isPublished } as never);
    await recordAudit(uow, ctx.actor, {
      action: action(kind, isPublished ? 'published' : 'unpublished'),
      entityType: catalogueResource(kind).entity,
      entityId: id,
      before: { isPublished: current.isPublished },
      after: { isPublished },
    });
  });
  return { item: await getItem(kind, ctx.db, id), changed: true };
}

export type { Ctx as CatalogueAdminContext };
export { change as catalogueChange };
