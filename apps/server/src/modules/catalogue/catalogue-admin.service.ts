import {
  type AuditAction,
  type AuthUser,
  fromMinorUnits,
  CATALOGUE_ADMIN_MESSAGES as M,
  type Page,
  type StaffCategory,
  type StaffCategoryValues,
  type StaffCountry,
  type StaffCountryRow,
  type StaffCountryValues,
  type StaffCourse,
  type StaffCourseRow,
  type StaffCourseValues,
  type StaffFaq,
  type StaffFaqValues,
  type StaffUniversity,
  type StaffUniversityRow,
  type StaffUniversityValues,
  toMinorUnits,
  toPage,
} from '@edupath/contract';
import { staffProvenance } from '@edupath/contract/provenance';
import type { Db, DbOrTx } from '../../db/client';
import { syncFirstYearCosts } from '../../db/first-year-costs';
import { inTransaction, type UnitOfWork } from '../../db/transaction';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';
import { recordAudit } from '../audit/index';
import { fileIdFromPath, fileOwner } from '../files/index';
import * as repo from './catalogue-admin.repository';
import { currencyFamily } from './course-money';
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
 * Catalogue management for admins (docs/catalogue.md#managing-the-catalogue). Every change is one
 * unit of work with its audit entry; afterwards the kept whole-catalogue counts and the cached
 * public answers are dropped so the public pages show the change at once.
 */

type Actor = Pick<AuthUser, 'userId' | 'role'>;
interface Ctx {
  db: Db;
  events: DomainEventBus;
  actor: Actor;
}
type ListQuery = { page: number; pageSize: number; q?: string; published?: boolean };

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
async function checkImages(
  db: DbOrTx,
  actor: Actor,
  images: Record<string, string | null>,
  current: Record<string, unknown> = {},
) {
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(images)) {
    if (value === null || value === current[field]) continue;
    const fileId = fileIdFromPath(value);
    const owner = fileId ? await fileOwner(db, fileId) : undefined;
    if (!owner || owner.ownerId !== actor.userId) errors[field] = M.imageUnknown;
  }
  if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0]!, errors);
}

/** Turns a unique-index race (two admins saving the same name at once) into the 409 a pre-check gives. */
async function unique<T>(work: () => Promise<T>, field: string, message: string): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError) throw err;
    for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
      if ((e as { code?: unknown }).code === '23505') throw conflict(message, { [field]: message });
    }
    throw err;
  }
}

function publishAction(entity: string, isPublished: boolean) {
  return `${entity}.${isPublished ? 'published' : 'unpublished'}` as AuditAction;
}

// ---------------------------------------------------------------- countries

const COUNTRY_EXISTS = 'A country with this name already exists';
const ISO_EXISTS = 'A country with this ISO code already exists';

export async function listCountries(db: DbOrTx, query: ListQuery): Promise<Page<StaffCountryRow>> {
  const { items, total } = await repo.listCountries(db, query);
  return toPage(items, total, query);
}

export async function getCountry(db: DbOrTx, countryId: number): Promise<StaffCountry> {
  const country = await repo.findCountry(db, countryId);
  if (!country) throw notFound('Country');
  return country;
}

async function checkCountry(db: DbOrTx, values: StaffCountryValues, countryId?: number) {
  const byName = await repo.countryIdByName(db, values.countryName);
  if (byName && byName !== countryId) throw conflict(COUNTRY_EXISTS, { countryName: COUNTRY_EXISTS });
  const byIso = await repo.countryIdByIso(db, values.isoCode);
  if (byIso && byIso !== countryId) throw conflict(ISO_EXISTS, { isoCode: ISO_EXISTS });
}

export async function createCountry(ctx: Ctx, values: StaffCountryValues): Promise<StaffCountry> {
  await checkImages(ctx.db, ctx.actor, { coverImage: values.coverImage, flagImage: values.flagImage });
  const countryId = await change(ctx, async (uow) => {
    await checkCountry(uow.tx, values);
    const id = await unique(() => repo.insertCountry(uow.tx, values), 'countryName', COUNTRY_EXISTS);
    await recordAudit(uow, ctx.actor, {
      action: 'country.created',
      entityType: 'country',
      entityId: id,
      after: { ...values },
    });
    return id;
  });
  return getCountry(ctx.db, countryId);
}

export async function updateCountry(
  ctx: Ctx,
  countryId: number,
  values: StaffCountryValues,
): Promise<StaffCountry> {
  const current = await getCountry(ctx.db, countryId);
  await checkImages(
    ctx.db,
    ctx.actor,
    { coverImage: values.coverImage, flagImage: values.flagImage },
    current,
  );
  await change(ctx, async (uow) => {
    await checkCountry(uow.tx, values, countryId);
    await unique(() => repo.updateCountry(uow.tx, countryId, values), 'countryName', COUNTRY_EXISTS);
    // The ISO code picks the country's living-cost figures (docs/catalogue.md#first-year-total).
    if (values.isoCode !== current.isoCode) await syncFirstYearCosts(uow.tx);
    const { countryId: _id, isPublished: _p, ...before } = current;
    await recordAudit(uow, ctx.actor, {
      action: 'country.updated',
      entityType: 'country',
      entityId: countryId,
      before,
      after: { ...values },
    });
  });
  return getCountry(ctx.db, countryId);
}

export async function setCountryPublished(ctx: Ctx, countryId: number, isPublished: boolean) {
  const current = await getCountry(ctx.db, countryId);
  if (current.isPublished === isPublished) return { item: current, changed: false };
  await change(ctx, async (uow) => {
    await repo.updateCountry(uow.tx, countryId, { isPublished });
    await recordAudit(uow, ctx.actor, {
      action: publishAction('country', isPublished),
      entityType: 'country',
      entityId: countryId,
      before: { isPublished: current.isPublished },
      after: { isPublished },
    });
  });
  return { item: await getCountry(ctx.db, countryId), changed: true };
}

// ---------------------------------------------------------------- universities

const UNIVERSITY_EXISTS = 'This country already has a university with this name';
const COUNTRY_MISSING = 'Choose an existing country';

export async function listUniversities(
  db: DbOrTx,
  query: ListQuery & { countryId?: number },
): Promise<Page<StaffUniversityRow>> {
  const { items, total } = await repo.listUniversities(db, query);
  return toPage(items, total, query);
}

export async function getUniversity(db: DbOrTx, universityId: number): Promise<StaffUniversity> {
  const university = await repo.findUniversity(db, universityId);
  if (!university) throw notFound('University');
  return university;
}

async function checkUniversity(db: DbOrTx, values: StaffUniversityValues, universityId?: number) {
  if (!(await repo.findCountry(db, values.countryId))) {
    throw badRequest(COUNTRY_MISSING, { countryId: COUNTRY_MISSING });
  }
  const existing = await repo.universityIdByName(db, values.countryId, values.universityName);
  if (existing && existing !== universityId) {
    throw conflict(UNIVERSITY_EXISTS, { universityName: UNIVERSITY_EXISTS });
  }
}

export async function createUniversity(ctx: Ctx, values: StaffUniversityValues): Promise<StaffUniversity> {
  await checkImages(ctx.db, ctx.actor, {
    universityLogo: values.universityLogo,
    coverImage: values.coverImage,
  });
  const universityId = await change(ctx, async (uow) => {
    await checkUniversity(uow.tx, values);
    // Typed in the console: every group is the admin's, never the university list's (docs/catalogue.md#provenance).
    const provenance = allUniversityGroups(staffProvenance(values, ctx.actor.userId, todayUtc()));
    const id = await unique(
      () => repo.insertUniversity(uow.tx, { ...withoutSourceFields(values), provenance }),
      'universityName',
      UNIVERSITY_EXISTS,
    );
    await syncFirstYearCosts(uow.tx, [id]);
    await recordAudit(uow, ctx.actor, {
      action: 'university.created',
      entityType: 'university',
      entityId: id,
      after: { ...withoutSourceFields(values), provenance },
    });
    return id;
  });
  return getUniversity(ctx.db, universityId);
}

export async function updateUniversity(
  ctx: Ctx,
  universityId: number,
  values: StaffUniversityValues,
): Promise<StaffUniversity> {
  const current = await getUniversity(ctx.db, universityId);
  await checkImages(
    ctx.db,
    ctx.actor,
    { universityLogo: values.universityLogo, coverImage: values.coverImage },
    current,
  );
  await change(ctx, async (uow) => {
    await checkUniversity(uow.tx, values, universityId);
    const provenance = credit(
      current.provenance,
      changedUniversityGroups(current, values),
      staffProvenance(values, ctx.actor.userId, todayUtc()),
    );
    await unique(
      () => repo.updateUniversity(uow.tx, universityId, { ...withoutSourceFields(values), provenance }),
      'universityName',
      UNIVERSITY_EXISTS,
    );
    // Its city or country may have changed: so may its courses' first-year totals.
    await syncFirstYearCosts(uow.tx, [universityId]);
    const { universityId: _id, isPublished: _p, publiclyVisible: _v, ...before } = current;
    await recordAudit(uow, ctx.actor, {
      action: 'university.updated',
      entityType: 'university',
      entityId: universityId,
      before,
      after: { ...withoutSourceFields(values), provenance },
    });
  });
  return getUniversity(ctx.db, universityId);
}

export async function setUniversityPublished(ctx: Ctx, universityId: number, isPublished: boolean) {
  const current = await getUniversity(ctx.db, universityId);
  if (current.isPublished === isPublished) return { item: current, changed: false };
  await change(ctx, async (uow) => {
    await repo.updateUniversity(uow.tx, universityId, { isPublished });
    await recordAudit(uow, ctx.actor, {
      action: publishAction('university', isPublished),
      entityType: 'university',
      entityId: universityId,
      before: { isPublished: current.isPublished },
      after: { isPublished },
    });
  });
  return { item: await getUniversity(ctx.db, universityId), changed: true };
}

// ---------------------------------------------------------------- categories

const CATEGORY_EXISTS = 'A category with this name already exists';

export async function listCategories(db: DbOrTx, query: ListQuery): Promise<Page<StaffCategory>> {
  const { items, total } = await repo.listCategories(db, query);
  return toPage(items, total, query);
}

export async function getCategory(db: DbOrTx, courseCategoryId: number): Promise<StaffCategory> {
  const category = await repo.findCategory(db, courseCategoryId);
  if (!category) throw notFound('Course category');
  return category;
}

async function checkCategory(db: DbOrTx, values: StaffCategoryValues, courseCategoryId?: number) {
  const existing = await repo.categoryIdByName(db, values.categoryName);
  if (existing && existing !== courseCategoryId) {
    throw conflict(CATEGORY_EXISTS, { categoryName: CATEGORY_EXISTS });
  }
}

export async function createCategory(ctx: Ctx, values: StaffCategoryValues): Promise<StaffCategory> {
  await checkImages(ctx.db, ctx.actor, { image: values.image });
  const id = await change(ctx, async (uow) => {
    await checkCategory(uow.tx, values);
    const created = await unique(() => repo.insertCategory(uow.tx, values), 'categoryName', CATEGORY_EXISTS);
    await recordAudit(uow, ctx.actor, {
      action: 'course_category.created',
      entityType: 'course_category',
      entityId: created,
      after: { ...values },
    });
    return created;
  });
  return getCategory(ctx.db, id);
}

export async function updateCategory(
  ctx: Ctx,
  courseCategoryId: number,
  values: StaffCategoryValues,
): Promise<StaffCategory> {
  const current = await getCategory(ctx.db, courseCategoryId);
  await checkImages(ctx.db, ctx.actor, { image: values.image }, current);
  await change(ctx, async (uow) => {
    await checkCategory(uow.tx, values, courseCategoryId);
    await unique(
      () => repo.updateCategory(uow.tx, courseCategoryId, values),
      'categoryName',
      CATEGORY_EXISTS,
    );
    const { courseCategoryId: _id, isPublished: _p, courseCount: _c, ...before } = current;
    await recordAudit(uow, ctx.actor, {
      action: 'course_category.updated',
      entityType: 'course_category',
      entityId: courseCategoryId,
      before,
      after: { ...values },
    });
  });
  return getCategory(ctx.db, courseCategoryId);
}

export async function setCategoryPublished(ctx: Ctx, courseCategoryId: number, isPublished: boolean) {
  const current = await getCategory(ctx.db, courseCategoryId);
  if (current.isPublished === isPublished) return { item: current, changed: false };
  await change(ctx, async (uow) => {
    await repo.updateCategory(uow.tx, courseCategoryId, { isPublished });
    await recordAudit(uow, ctx.actor, {
      action: publishAction('course_category', isPublished),
      entityType: 'course_category',
      entityId: courseCategoryId,
      before: { isPublished: current.isPublished },
      after: { isPublished },
    });
  });
  return { item: await getCategory(ctx.db, courseCategoryId), changed: true };
}

// ---------------------------------------------------------------- courses

const COURSE_EXISTS = 'This university already has a course with this name';
const UNIVERSITY_MISSING = 'Choose an existing university';
const CATEGORY_MISSING = 'Choose an existing category';
const noRate = (code: string) =>
  `No reference rate for ${code}: choose a currency the catalogue has a rate for (docs/catalogue.md#reference-rates)`;
const currencyNames = new Intl.DisplayNames('en', { type: 'currency' });

/** A course to write, as the checks found it: its stored columns, or what is wrong by field. */
export type CheckedCourse =
  | { ok: true; values: typeof import('../../db/schema').courses.$inferInsert }
  | { ok: false; errors: Record<string, string>; conflict: boolean };

/**
 * The checks a course needs beyond its schema, for a whole batch at once (the form sends one, an
 * import thousands): its university and category exist, its currency has a reference rate, and its
 * university has no other course of that name (nor does the batch). Builds the stored columns:
 * the fee in minor units, the rupee estimate at today's reference rate and the search text.
 */
export async function checkCourses(
  db: DbOrTx,
  courses: StaffCourseValues[],
  exceptCourseId?: number,
): Promise<CheckedCourse[]> {
  const universityIds = [...new Set(courses.map((c) => c.universityId))];
  const [universities, categoryIds, rates, names] = await Promise.all([
    repo.universityNames(db, universityIds),
    repo.existingCategoryIds(db, [...new Set(courses.map((c) => c.courseCategoryId))]),
    repo.referenceRates(db, [...new Set(courses.map((c) => c.currencyCode))]),
    repo.courseNamesAt(db, universityIds, exceptCourseId),
  ]);
  const seen = new Set<string>();
  return courses.map((course) => {
    const errors: Record<string, string> = {};
    let duplicate = false;
    const university = universities.get(course.universityId);
    if (!university) errors.universityId = UNIVERSITY_MISSING;
    if (!categoryIds.has(course.courseCategoryId)) errors.courseCategoryId = CATEGORY_MISSING;
    const rate = rates.get(course.currencyCode);
    if (!rate) errors.currencyCode = noRate(course.currencyCode);
    const key = `${course.universityId}|${course.courseName.toLowerCase()}`;
    if (names.get(course.universityId)?.has(course.courseName.toLowerCase()) || seen.has(key)) {
      errors.courseName = COURSE_EXISTS;
      duplicate = true;
    }
    seen.add(key);
    if (Object.keys(errors).length || !university || !rate) {
      return { ok: false, errors, conflict: duplicate && Object.keys(errors).length === 1 };
    }
    const feeMinor = course.fee === null ? null : toMinorUnits(course.fee, course.currencyCode);
    const { fee: _fee, ...rest } = withoutSourceFields(course);
    return {
      ok: true,
      values: {
        ...rest,
        // A reason is for a badge: an unfeatured course keeps none (docs/catalogue.md#neutrality).
        featuredReason: course.isFeatured ? (course.featuredReason ?? null) : null,
        feeMinor,
        feeInr: feeMinor === null ? null : Math.round((feeMinor / 10 ** rate.minorDigits) * rate.inrPerUnit),
        currency: currencyFamily(course.currencyCode, currencyNames.of(course.currencyCode) ?? null),
      },
    };
  });
}

function checkedOrThrow(checked: CheckedCourse) {
  if (checked.ok) return checked.values;
  const message = Object.values(checked.errors)[0]!;
  throw checked.conflict ? conflict(message, checked.errors) : badRequest(message, checked.errors);
}

export async function listCourses(
  db: DbOrTx,
  query: ListQuery & { universityId?: number; courseCategoryId?: number; countryId?: number },
): Promise<Page<StaffCourseRow>> {
  const { items, total } = await repo.listCourses(db, query);
  return toPage(
    items.map(({ feeMinor, ...row }) => ({
      ...row,
      fee: feeMinor === null ? null : fromMinorUnits(feeMinor, row.currencyCode),
    })),
    total,
    query,
  );
}

export async function getCourse(db: DbOrTx, courseId: number): Promise<StaffCourse> {
  const course = await repo.findCourse(db, courseId);
  if (!course) throw notFound('Course');
  return {
    ...course,
    fee: course.feeMinor === null ? null : fromMinorUnits(course.feeMinor, course.currencyCode),
  };
}

export async function createCourse(ctx: Ctx, input: StaffCourseValues): Promise<StaffCourse> {
  await checkImages(ctx.db, ctx.actor, { image: input.image });
  const courseId = await change(ctx, async (uow) => {
    const [checked] = await checkCourses(uow.tx, [input]);
    const values = checkedOrThrow(checked!);
    const provenance = allCourseGroups(staffProvenance(input, ctx.actor.userId, todayUtc()));
    const [id] = await repo.insertCourses(uow.tx, [{ ...values, provenance }]);
    await recordAudit(uow, ctx.actor, {
      action: 'course.created',
      entityType: 'course',
      entityId: id!,
      after: { ...withoutSourceFields(input), feeInr: values.feeInr, provenance },
    });
    return id!;
  });
  return getCourse(ctx.db, courseId);
}

export async function updateCourse(
  ctx: Ctx,
  courseId: number,
  input: StaffCourseValues,
): Promise<StaffCourse> {
  const current = await getCourse(ctx.db, courseId);
  await checkImages(ctx.db, ctx.actor, { image: input.image }, current);
  await change(ctx, async (uow) => {
    const [checked] = await checkCourses(uow.tx, [input], courseId);
    const values = checkedOrThrow(checked!);
    // The groups the admin changed become theirs (or their source's); the rest keep their label.
    const provenance = credit(
      current.provenance,
      changedCourseGroups(current, input),
      staffProvenance(input, ctx.actor.userId, todayUtc()),
    );
    await repo.updateCourse(uow.tx, courseId, { ...values, provenance });
    const {
      courseId: _id,
      isPublished: _p,
      publiclyVisible: _v,
      applicationCount: _a,
      feeMinor: _m,
      currency: _c,
      ...before
    } = current;
    // The fields staff edit, the fee in its currency's units with the rupee estimate beside it:
    // the entry keeps only what changed, so a fee or deadline change reads "before → after".
    await recordAudit(uow, ctx.actor, {
      action: 'course.updated',
      entityType: 'course',
      entityId: courseId,
      before,
      after: { ...withoutSourceFields(input), feeInr: values.feeInr, provenance },
    });
  });
  return getCourse(ctx.db, courseId);
}

export async function setCoursePublished(ctx: Ctx, courseId: number, isPublished: boolean) {
  const current = await getCourse(ctx.db, courseId);
  if (current.isPublished === isPublished) return { item: current, changed: false };
  await change(ctx, async (uow) => {
    await repo.updateCourse(uow.tx, courseId, { isPublished });
    await recordAudit(uow, ctx.actor, {
      action: publishAction('course', isPublished),
      entityType: 'course',
      entityId: courseId,
      before: { isPublished: current.isPublished },
      after: { isPublished },
    });
  });
  return { item: await getCourse(ctx.db, courseId), changed: true };
}

// ---------------------------------------------------------------- FAQs

export async function listFaqs(
  db: DbOrTx,
  query: ListQuery & { countryId?: number },
): Promise<Page<StaffFaq>> {
  const { items, total } = await repo.listFaqs(db, query);
  return toPage(items, total, query);
}

export async function getFaq(db: DbOrTx, faqId: number): Promise<StaffFaq> {
  const faq = await repo.findFaq(db, faqId);
  if (!faq) throw notFound('FAQ');
  return faq;
}

async function checkFaqCountry(db: DbOrTx, countryId: number) {
  if (!(await repo.findCountry(db, countryId)))
    throw badRequest(COUNTRY_MISSING, { countryId: COUNTRY_MISSING });
}

export async function createFaq(ctx: Ctx, values: StaffFaqValues): Promise<StaffFaq> {
  const faqId = await change(ctx, async (uow) => {
    await checkFaqCountry(uow.tx, values.countryId);
    const id = await repo.insertFaq(uow.tx, values);
    await recordAudit(uow, ctx.actor, {
      action: 'country_faq.created',
      entityType: 'country_faq',
      entityId: id,
      after: { ...values },
    });
    return id;
  });
  return getFaq(ctx.db, faqId);
}

export async function updateFaq(ctx: Ctx, faqId: number, values: StaffFaqValues): Promise<StaffFaq> {
  const current = await getFaq(ctx.db, faqId);
  await change(ctx, async (uow) => {
    await checkFaqCountry(uow.tx, values.countryId);
    await repo.updateFaq(uow.tx, faqId, values);
    const { faqId: _id, countryName: _n, isPublished: _p, ...before } = current;
    await recordAudit(uow, ctx.actor, {
      action: 'country_faq.updated',
      entityType: 'country_faq',
      entityId: faqId,
      before,
      after: { ...values },
    });
  });
  return getFaq(ctx.db, faqId);
}

export async function setFaqPublished(ctx: Ctx, faqId: number, isPublished: boolean) {
  const current = await getFaq(ctx.db, faqId);
  if (current.isPublished === isPublished) return { item: current, changed: false };
  await change(ctx, async (uow) => {
    await repo.updateFaq(uow.tx, faqId, { isPublished });
    await recordAudit(uow, ctx.actor, {
      action: publishAction('country_faq', isPublished),
      entityType: 'country_faq',
      entityId: faqId,
      before: { isPublished: current.isPublished },
      after: { isPublished },
    });
  });
  return { item: await getFaq(ctx.db, faqId), changed: true };
}

export type { Ctx as CatalogueAdminContext };
export { change as catalogueChange, checkedOrThrow };
