import { createHash } from 'node:crypto';
import {
  type CourseType,
  CRICOS_COURSE_COLUMNS,
  CRICOS_INSTITUTION_COLUMNS,
  CRICOS_INSTITUTION_OPTIONAL_COLUMNS,
  CRICOS_LOCATION_COLUMNS,
  CRICOS_LOCATION_OPTIONAL_COLUMNS,
  type CricosFile,
  REGISTER_IMPORT_MESSAGES as M,
  NO_REGISTER_CHANGES,
  REGISTER_IMPORT_MAX_ROWS,
  type RegisterChanges,
  type RegisterCourseFacts,
  type RegisterImportReport,
  unstorableTextMessage,
} from '@edupath/contract';
import type { UniversityProvenance } from '@edupath/contract/provenance';
import type { DbOrTx } from '../../db/client';
import type { courses } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { payloadTooLarge } from '../../lib/errors';
import { recordAudit } from '../audit/index';
import * as adminRepo from './catalogue-admin.repository';
import { currencyFamily } from './course-money';
import { readCsv } from './csv';
import { credit } from './provenance';
import {
  moneyCell,
  normaliseName,
  type RegisterFile,
  type RegisterImportContext,
  ReportBuilder,
  refuseIfBad,
  registerProvenance,
} from './register-import';
import * as repo from './register-import.repository';

/**
 * Australia's CRICOS register (docs/catalogue.md#register-imports): the courses file joined to the
 * institutions file by provider code and to the course locations file by provider and course code.
 * A course is the one holding its CRICOS course code, a university the one holding its provider
 * code, never a title; so a re-import updates in place.
 */

/** CRICOS "Course Level" → the catalogue's course type; other levels (ELICOS, school, non-award) are skipped. */
const COURSE_TYPES_BY_LEVEL: Record<string, CourseType> = {
  'bachelor degree': 'Undergraduate',
  'bachelor honours degree': 'Undergraduate',
  'associate degree': 'Diploma',
  'advanced diploma': 'Diploma',
  diploma: 'Diploma',
  'graduate certificate': 'Postgraduate',
  'graduate diploma': 'Postgraduate',
  'masters degree (coursework)': 'Postgraduate',
  'masters degree (research)': 'Postgraduate',
  'masters degree (extended)': 'Postgraduate',
  'doctoral degree': 'PhD',
  'certificate i': 'Certificate',
  'certificate ii': 'Certificate',
  'certificate iii': 'Certificate',
  'certificate iv': 'Certificate',
};

/** ASCED broad field of education → the catalogue's category (matched by name, ignoring case). */
const CATEGORIES_BY_FIELD: Record<string, string> = {
  'natural and physical sciences': 'Natural Sciences',
  'information technology': 'Computer Science & IT',
  'engineering and related technologies': 'Engineering & Technology',
  'architecture and building': 'Architecture & Planning',
  'agriculture, environmental and related studies': 'Agriculture & Environment',
  health: 'Medicine & Health',
  education: 'Education',
  'management and commerce': 'Business & Management',
  'society and culture': 'Humanities & Social Sciences',
  'creative arts': 'Arts & Design',
  'food, hospitality and personal services': 'Hospitality & Tourism',
  'mixed field programmes': 'Humanities & Social Sciences',
};

const PROVIDER_CODE = /^\d{5}[A-Z]$/;
const COURSE_CODE = /^\d{6}[A-Z]$/;
const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0', '']);

interface PlannedCourse {
  code: string;
  providerCode: string;
  values: Omit<typeof courses.$inferInsert, 'universityId' | 'provenance'>;
}
interface PlannedProvider {
  code: string;
  name: string;
  website: string | null;
  location: string | null;
  /** The university it is (by code, else by the matching rule); null: a new one. */
  match: { universityId: number; provenance: UniversityProvenance; rename: boolean } | null;
}

interface CheckedCricos {
  report: ReportBuilder;
  countryId: number | undefined;
  providers: PlannedProvider[];
  courses: PlannedCourse[];
}

export type CricosFiles = Record<CricosFile, RegisterFile>;

function readFile<C extends string>(
  report: ReportBuilder,
  file: CricosFile,
  data: Buffer,
  columns: readonly C[],
  optional: readonly C[],
) {
  const read = readCsv(data, {
    columns,
    optional,
    otherColumns: 'ignore',
    emptyMessage: `The ${file} file has no rows`,
  });
  if ('fileError' in read) {
    report.error(file, read.fileError.line, read.fileError.errors);
    return [];
  }
  report.rows += read.rows.length;
  if (report.rows > REGISTER_IMPORT_MAX_ROWS) throw payloadTooLarge(M.tooManyRows);
  for (const row of read.rows) {
    for (const column of columns) {
      const message = unstorableTextMessage(row.cells[column]);
      if (message) report.error(file, row.line, { [column]: message });
    }
  }
  return read.rows;
}

async function checkCricos(db: DbOrTx, files: CricosFiles): Promise<CheckedCricos> {
  const report = new ReportBuilder();
  const institutionRows = readFile(
    report,
    'institutions',
    files.institutions.data,
    CRICOS_INSTITUTION_COLUMNS,
    CRICOS_INSTITUTION_OPTIONAL_COLUMNS,
  );
  const courseRows = readFile(report, 'courses', files.courses.data, CRICOS_COURSE_COLUMNS, []);
  const locationRows = readFile(
    report,
    'locations',
    files.locations.data,
    CRICOS_LOCATION_COLUMNS,
    CRICOS_LOCATION_OPTIONAL_COLUMNS,
  );

  const countryId =
    (await adminRepo.countryIdByIso(db, 'AU')) ?? (await adminRepo.countryIdByName(db, 'Australia'));
  if (countryId === undefined) report.error('courses', 1, { file: M.noCountry('Australia') });

  const institutions = new Map<string, { name: string; website: string | null; line: number }>();
  for (const { line, cells } of institutionRows) {
    const code = cells['CRICOS Provider Code'].toUpperCase();
    if (!PROVIDER_CODE.test(code))
      report.error('institutions', line, {
        'CRICOS Provider Code': 'A provider code is five digits and a letter (00116K)',
      });
    else if (institutions.has(code))
      report.error('institutions', line, { 'CRICOS Provider Code': `Provider ${code} appears twice` });
    if (!cells['Institution Name'])
      report.error('institutions', line, { 'Institution Name': 'Institution Name is required' });
    const website = cells.Website
      ? /^https?:\/\//i.test(cells.Website)
        ? cells.Website
        : `https://${cells.Website}`
      : null;
    institutions.set(code, { name: cells['Institution Name'].slice(0, 200), website, line });
  }

  const categories = await repo.categoryIdsByName(db);
  const rate = (await adminRepo.referenceRates(db, ['AUD'])).get('AUD');
  if (!rate) report.error('courses', 1, { file: 'The Australian dollar (AUD) has no reference rate' });

  const planned = new Map<string, PlannedCourse>();
  for (const { line, cells } of courseRows) {
    const errors: Record<string, string> = {};
    const providerCode = cells['CRICOS Provider Code'].toUpperCase();
    const code = cells['CRICOS Course Code'].toUpperCase();
    const expired = cells.Expired.toLowerCase();
    if (!COURSE_CODE.test(code))
      errors['CRICOS Course Code'] = 'A course code is six digits and a letter (012345A)';
    else if (planned.has(code)) errors['CRICOS Course Code'] = `Course ${code} appears twice`;
    if (!institutions.has(providerCode))
      errors['CRICOS Provider Code'] =
        `Unknown institution: provider ${providerCode || '(empty)'} is not in the institutions file`;
    if (!YES.has(expired) && !NO.has(expired)) errors.Expired = 'Expired must be Yes or No';
    if (Object.keys(errors).length) {
      report.error('courses', line, errors);
      continue;
    }
    if (YES.has(expired)) {
      report.skipped.push({ file: 'courses', line, cause: 'expired', reason: `Course ${code} has expired` });
      continue;
    }
    const level = cells['Course Level'];
    const courseType = COURSE_TYPES_BY_LEVEL[level.toLowerCase()];
    if (!courseType) {
      report.skipped.push({
        file: 'courses',
        line,
        cause: 'noCourseType',
        reason: `Course level "${level}" has no course type in the catalogue`,
      });
      continue;
    }
    const field = cells['Field of Education 1 Broad Field'];
    const categoryName = CATEGORIES_BY_FIELD[field.toLowerCase()];
    const categoryId = categoryName ? categories.get(categoryName.toLowerCase()) : undefined;
    if (!categoryName)
      errors['Field of Education 1 Broad Field'] = `Unknown broad field of education "${field}"`;
    else if (categoryId === undefined)
      errors['Field of Education 1 Broad Field'] = `Add the category ${categoryName} first`;
    const weeks = /^\d{1,4}$/.test(cells['Duration (Weeks)']) ? Number(cells['Duration (Weeks)']) : 0;
    if (weeks <= 0) errors['Duration (Weeks)'] = 'Duration (Weeks) must be a whole number of weeks';
    const money: Record<string, number | null> = {};
    for (const column of ['Tuition Fee', 'Non Tuition Fee', 'Estimated Course Total'] as const) {
      const value = moneyCell(cells[column]);
      if (value === undefined) errors[column] = `${column} must be an amount in dollars`;
      else money[column] = value;
    }
    if (!cells['Course Name']) errors['Course Name'] = 'Course Name is required';
    if (Object.keys(errors).length || !rate || categoryId === undefined) {
      report.error('courses', line, errors);
      continue;
    }
    const tuition = money['Tuition Fee'] ?? null;
    // The catalogue's fee is a year's: the register's tuition spread over the course's years (a
    // course shorter than a year: all of it).
    const yearly = tuition === null ? null : weeks > 52 ? Math.round((tuition * 52) / weeks) : tuition;
    const feeMinor = yearly === null ? null : Math.round(yearly * 100);
    const facts: RegisterCourseFacts = {
      register: 'cricos',
      providerCode,
      courseCode: code,
      durationWeeks: weeks,
      tuitionFee: tuition,
      nonTuitionFee: money['Non Tuition Fee'] ?? null,
      estimatedTotal: money['Estimated Course Total'] ?? null,
      courseLevel: level,
      fieldOfEducation: field,
      locations: [],
    };
    planned.set(code, {
      code,
      providerCode,
      values: {
        courseName: cells['Course Name'].slice(0, 200),
        courseCategoryId: categoryId,
        courseType,
        duration: `${weeks} weeks`,
        feeMinor,
        currencyCode: 'AUD',
        currency: currencyFamily('AUD', 'Australian Dollar'),
        feeInr: feeMinor === null ? null : Math.round((feeMinor / 10 ** rate.minorDigits) * rate.inrPerUnit),
        // A student visa requires full-time study, and CRICOS lists only courses for it.
        modeOfStudy: 'Full-time',
        cricosCourseCode: code,
        registerFacts: facts,
      },
    });
  }

  const codesInFile = new Set(courseRows.map((row) => row.cells['CRICOS Course Code'].toUpperCase()));
  for (const { line, cells } of locationRows) {
    const code = cells['CRICOS Course Code'].toUpperCase();
    if (!codesInFile.has(code)) {
      report.error('locations', line, {
        'CRICOS Course Code': `Unknown course: ${code || '(empty)'} is not in the courses file`,
      });
      continue;
    }
    const course = planned.get(code);
    if (!course) continue;
    if (course.providerCode !== cells['CRICOS Provider Code'].toUpperCase()) {
      report.error('locations', line, {
        'CRICOS Provider Code': `Course ${code} belongs to provider ${course.providerCode}`,
      });
      continue;
    }
    const place = [cells['Location City'], cells['Location State']].filter(Boolean).join(', ');
    if (place) (course.values.registerFacts as RegisterCourseFacts).locations.push(place);
  }

  const known = countryId === undefined ? [] : await repo.universitiesOfCountry(db, countryId);
  const byCode = new Map(known.filter((u) => u.cricosProviderCode).map((u) => [u.cricosProviderCode!, u]));
  const byName = new Map<string, typeof known>();
  for (const u of known.filter((u) => !u.cricosProviderCode)) {
    const key = normaliseName(u.universityName);
    byName.set(key, [...(byName.get(key) ?? []), u]);
  }
  // A university's name is unique in its country: a new or renamed one must not take another's.
  const nameTaken = (name: string, except?: number) =>
    known.some((u) => u.universityId !== except && u.universityName === name);
  const providers: PlannedProvider[] = [];
  for (const code of new Set([...planned.values()].map((c) => c.providerCode))) {
    const institution = institutions.get(code)!;
    const firstCourse = [...planned.values()].find((c) => c.providerCode === code)!;
    // Its code first; a university not yet linked is taken only when its name alone matches.
    const named = byName.get(normaliseName(institution.name));
    const found = byCode.get(code) ?? (named?.length === 1 ? named[0] : undefined);
    if (!found && nameTaken(institution.name)) {
      report.error('institutions', institution.line, {
        'Institution Name': `A university named ${institution.name} is already in Australia under another provider code; correct one of them first`,
      });
      continue;
    }
    providers.push({
      code,
      name: institution.name,
      website: institution.website,
      location: (firstCourse.values.registerFacts as RegisterCourseFacts).locations[0] ?? null,
      match: found
        ? {
            universityId: found.universityId,
            provenance: found.provenance,
            rename: !nameTaken(institution.name, found.universityId),
          }
        : null,
    });
  }
  return { report, countryId, providers, courses: [...planned.values()] };
}

/**
 * What an import of checked files writes: each provider's university (linked or new) and each
 * course (the one holding its code, else new). The dry run reports it, the import writes it, so
 * the two never disagree.
 */
async function planCricos(db: DbOrTx, checked: CheckedCricos) {
  const existing = await repo.coursesByCricosCode(
    db,
    checked.courses.map((c) => c.code),
  );
  const newProviders = checked.providers.filter((p) => !p.match).length;
  const updates = checked.courses.flatMap((course) => {
    const current = existing.get(course.code);
    return current ? [{ course, current }] : [];
  });
  const inserts = checked.courses.filter((course) => !existing.has(course.code));
  const changes: RegisterChanges = {
    ...NO_REGISTER_CHANGES,
    universities: { create: newProviders, update: checked.providers.length - newProviders },
    courses: { create: inserts.length, update: updates.length },
  };
  return { updates, inserts, changes, universities: checked.providers.length };
}

/** Checks the three files; a real import (dryRun false) of clean files writes them in one transaction. */
export async function importCricos(
  ctx: RegisterImportContext,
  files: CricosFiles,
  options: { dryRun: boolean; fileDate: string },
): Promise<RegisterImportReport> {
  const { dryRun, fileDate } = options;
  if (dryRun) {
    const checked = await checkCricos(ctx.db, files);
    const plan = checked.report.hasErrors ? null : await planCricos(ctx.db, checked);
    return checked.report.report('cricos', fileDate, true, plan);
  }
  const first = await checkCricos(ctx.db, files);
  if (first.report.hasErrors) return refuseIfBad(first.report.report('cricos', fileDate, false, null));

  const result = await inTransaction(ctx.db, ctx.events, async (uow) => {
    // Checked and planned again inside the transaction that writes, so what is written is what was checked.
    const checked = await checkCricos(uow.tx, files);
    if (checked.report.hasErrors) return checked.report.report('cricos', fileDate, false, null);
    const plan = await planCricos(uow.tx, checked);
    const source = registerProvenance('cricos', fileDate);
    const countryId = checked.countryId!;

    const universityIds = new Map<string, number>();
    for (const provider of checked.providers) {
      const { match } = provider;
      if (match) {
        await repo.updateUniversity(uow.tx, match.universityId, {
          cricosProviderCode: provider.code,
          ...(match.rename ? { universityName: provider.name } : {}),
          ...(provider.website ? { website: provider.website } : {}),
          provenance: credit(match.provenance, ['identity'], source),
        });
        universityIds.set(provider.code, match.universityId);
      } else {
        // A new university waits unpublished for an admin to add its picture and publish it.
        const id = await repo.insertUniversity(uow.tx, {
          countryId,
          universityName: provider.name,
          website: provider.website,
          location: provider.location,
          cricosProviderCode: provider.code,
          provenance: { identity: source },
          isPublished: false,
        });
        universityIds.set(provider.code, id);
      }
    }

    for (const { course, current } of plan.updates) {
      await repo.updateCourse(uow.tx, current.courseId, {
        ...course.values,
        universityId: universityIds.get(course.providerCode)!,
        provenance: credit(current.provenance, ['identity', 'fees'], source),
      });
    }
    await repo.insertCourses(
      uow.tx,
      plan.inserts.map((course) => ({
        ...course.values,
        universityId: universityIds.get(course.providerCode)!,
        provenance: { identity: source, fees: source },
      })),
    );
    await recordAudit(uow, ctx.actor, {
      action: 'catalogue.register_imported',
      entityType: 'register_import',
      entityId: createHash('sha256').update(files.courses.data).digest('hex').slice(0, 16),
      after: {
        register: 'cricos',
        fileDate,
        files: Object.fromEntries(Object.entries(files).map(([k, f]) => [k, f.fileName])),
        ...plan.changes,
      },
    });
    uow.publish('catalogue.changed', {});
    return checked.report.report('cricos', fileDate, false, plan);
  });
  return refuseIfBad(result);
}
