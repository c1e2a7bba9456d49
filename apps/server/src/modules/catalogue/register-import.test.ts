import { readFileSync } from 'node:fs';
import type { RegisterImportReport, ReportedProgrammes } from '@edupath/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, courseCategories, courses, reportedProgrammes, universities } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import { createCountry, createUniversity } from '../../test/catalogue-factories';
import { signedIn } from '../../test/factories';
import { apiClient } from '../../test/http';

/** The register imports (docs/catalogue.md#register-imports), on small files in the registers' own layouts. */

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let advisor: Awaited<ReturnType<typeof signedIn>>;
let student: Awaited<ReturnType<typeof signedIn>>;
let melbourneId: number;
let mitId: number;

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const CRICOS = {
  courses: fixture('cricos-courses.csv'),
  institutions: fixture('cricos-institutions.csv'),
  locations: fixture('cricos-locations.csv'),
};
const DATE = '2026-11-30';

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
  [admin, advisor, student] = await Promise.all([
    signedIn(t.database.db, api, 'admin'),
    signedIn(t.database.db, api, 'advisor'),
    signedIn(t.database.db, api, 'student'),
  ]);
  const australia = await createCountry(t.database.db, { isoCode: 'AU', countryName: 'Australia' });
  const us = await createCountry(t.database.db, { isoCode: 'US', countryName: 'United States' });
  for (const categoryName of ['Computer Science & IT', 'Business & Management', 'Engineering & Technology']) {
    await t.database.db.insert(courseCategories).values({ categoryName }).onConflictDoNothing();
  }
  // Already in the catalogue under its name alone: the first import links it by its provider code.
  melbourneId = (
    await createUniversity(t.database.db, australia.countryId, { universityName: 'University of Melbourne' })
  ).universityId;
  mitId = (
    await createUniversity(t.database.db, us.countryId, {
      universityName: 'Massachusetts Institute of Technology',
      website: 'https://www.mit.edu',
    })
  ).universityId;
});
afterAll(() => t.close());

const db = () => t.database.db;

function cricosForm(files: Partial<Record<keyof typeof CRICOS, string | Buffer>>) {
  const form = new FormData();
  for (const [field, content] of Object.entries({ ...CRICOS, ...files })) {
    const bytes = typeof content === 'string' ? content : new Uint8Array(content);
    form.append(field, new Blob([bytes], { type: 'text/csv' }), `${field}.csv`);
  }
  return form;
}
const importCricos = (dryRun: boolean, files: Parameters<typeof cricosForm>[0] = {}, token = admin.token) =>
  api.post<RegisterImportReport>(`staff/catalogue/registers/cricos?dryRun=${dryRun}&fileDate=${DATE}`, {
    token,
    raw: cricosForm(files),
  });
function importScorecard(
  dryRun: boolean,
  csv: string | Buffer = fixture('scorecard-fos.csv'),
  token = admin.token,
) {
  const form = new FormData();
  form.append('file', new Blob([typeof csv === 'string' ? csv : new Uint8Array(csv)]), 'fos.csv');
  return api.post<RegisterImportReport>(
    `staff/catalogue/registers/scorecard?dryRun=${dryRun}&fileDate=${DATE}`,
    {
      token,
      raw: form,
    },
  );
}
const cricosCourses = () =>
  db()
    .select()
    .from(courses)
    .where(inArray(courses.cricosCourseCode, ['003318G', '056561B', '012345A', '099999Z', '088888Y']));

describe('who may import a register', () => {
  it('answers 401 to a visitor and 403 to a student and an advisor, before reading the files', async () => {
    expect(
      (
        await api.post(`staff/catalogue/registers/cricos?dryRun=true&fileDate=${DATE}`, {
          raw: cricosForm({}),
        })
      ).status,
    ).toBe(401);
    for (const who of [student, advisor]) {
      expect((await importCricos(true, {}, who.token)).status).toBe(403);
      expect((await importScorecard(true, undefined, who.token)).status).toBe(403);
    }
    expect((await importScorecard(true)).status).toBe(200);
  });
});

describe('CRICOS', () => {
  it('dry runs, imports, and re-imports in place, skipping expired courses and levels without a course type', async () => {
    const dry = await importCricos(true);
    expect(dry.status).toBe(200);
    expect(dry.body.data).toMatchObject({
      dryRun: true,
      rows: 11,
      errorCount: 0,
      skippedCount: 2,
      skippedByCause: { expired: 1, noCourseType: 1 },
      universities: 2,
    });
    // On a catalogue without them: every course to create; Melbourne is there by name, Sydney is new.
    expect(dry.body.data.changes).toEqual({
      universities: { create: 1, update: 1 },
      courses: { create: 3, update: 0 },
      reportedProgrammes: { create: 0, update: 0, remove: 0 },
    });
    expect(dry.body.message).toBe('The files are clean: nothing was imported yet');
    expect(dry.body.data.skipped.map((s) => s.reason)).toEqual([
      'Course 099999Z has expired',
      'Course level "ELICOS" has no course type in the catalogue',
    ]);
    expect(await cricosCourses()).toHaveLength(0);

    const first = await importCricos(false);
    expect(first.status).toBe(200);
    // The import does what its dry run said, and says so.
    expect(first.body.data).toMatchObject({ dryRun: false, universities: 2, changes: dry.body.data.changes });
    expect(first.body.message).toBe(
      'Imported: 3 courses created, 0 updated; 1 expired skipped; 1 of a level without a course type skipped; 1 university created, 1 updated',
    );
    const rows = await cricosCourses();
    expect(rows.map((c) => c.cricosCourseCode).sort()).toEqual(['003318G', '012345A', '056561B']);
    const mit = rows.find((c) => c.cricosCourseCode === '003318G')!;
    expect(mit).toMatchObject({
      universityId: melbourneId,
      courseType: 'Postgraduate',
      duration: '104 weeks',
      currencyCode: 'AUD',
      feeMinor: 4_750_000, // $95,000 over two years
      modeOfStudy: 'Full-time',
    });
    expect(mit.registerFacts).toMatchObject({
      tuitionFee: 95000,
      nonTuitionFee: 0,
      estimatedTotal: 95000,
      locations: ['Parkville, VIC'],
    });
    expect(mit.provenance.fees).toEqual({
      kind: 'official_register',
      sourceName: 'CRICOS, file dated 2026-11-30',
      sourceUrl: 'https://cricos.education.gov.au/',
      checkedOn: DATE,
      checkedBy: null,
    });
    const [melbourne] = await db()
      .select()
      .from(universities)
      .where(eq(universities.universityId, melbourneId));
    expect(melbourne).toMatchObject({
      cricosProviderCode: '00116K',
      universityName: 'The University of Melbourne',
    });
    const [sydney] = await db()
      .select()
      .from(universities)
      .where(eq(universities.cricosProviderCode, '00026A'));
    expect(sydney).toMatchObject({
      isPublished: false,
      location: 'Camperdown, NSW',
      website: 'https://www.sydney.edu.au',
    });
    expect(sydney!.provenance.identity?.sourceName).toBe('CRICOS, file dated 2026-11-30');

    // The same files again: nothing to create, everything to update in place.
    const same = await importCricos(true);
    expect(same.body.data.changes).toMatchObject({
      universities: { create: 0, update: 2 },
      courses: { create: 0, update: 3 },
    });

    // A new fee and a new title, same code: the same course, changed; a new course; one expired since.
    const changed = `${CRICOS.courses
      .replace('Master of Information Technology', 'Master of IT')
      .replace('"$95,000",0', '"$99,000",0')
      .replace(
        'Business Management,Bachelor Degree,No,No,English,156,126000,500,126500,No',
        'Business Management,Bachelor Degree,No,No,English,156,126000,500,126500,Yes',
      )}00116K,The University of Melbourne,077001C,Master of Data Science,,No,Information Technology,Computer Science,Computer Science,Masters Degree (Coursework),No,No,English,104,90000,0,90000,No\n`;
    const mixed = await importCricos(true, { courses: changed });
    expect(mixed.body.data).toMatchObject({
      skippedByCause: { expired: 2, noCourseType: 1 },
      changes: { universities: { create: 0, update: 2 }, courses: { create: 1, update: 2 } },
    });
    expect(mixed.body.message).toBe('The files are clean: nothing was imported yet');
    const again = await importCricos(false, { courses: changed });
    expect(again.body.data.changes).toEqual(mixed.body.data.changes);
    const after = await cricosCourses();
    expect(after).toHaveLength(3);
    expect(await db().select().from(courses).where(eq(courses.cricosCourseCode, '077001C'))).toHaveLength(1);
    expect(after.find((c) => c.courseId === mit.courseId)).toMatchObject({
      courseName: 'Master of IT',
      feeMinor: 4_950_000,
    });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'catalogue.register_imported'));
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('reports unknown institutions, duplicate codes, malformed cells and missing columns, and writes nothing', async () => {
    const before = (await cricosCourses()).length;
    const bad = `${CRICOS.courses}00999X,Nobody,077777K,Bachelor of Nothing,,No,Health,,,Bachelor Degree,No,No,English,156,1,0,1,No\n00116K,The University of Melbourne,003318G,Twice,,No,Health,,,Bachelor Degree,No,No,English,156,1,0,1,No\n00116K,The University of Melbourne,066666M,Bad weeks,,No,Health,,,Bachelor Degree,No,No,English,abc,1,0,1,No\n`;
    const answer = await importCricos(false, { courses: bad });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The files have rows to fix, so nothing was imported');
    expect(answer.body.errors).toMatchObject({
      'courses line 7': expect.stringContaining('Unknown institution: provider 00999X'),
      'courses line 8': expect.stringMatching(/appears twice/),
    });
    const dry = await importCricos(true, { courses: bad });
    expect(dry.status).toBe(200);
    expect(dry.body.data.errors.map((e) => [e.file, e.line])).toEqual([
      ['courses', 7],
      ['courses', 8],
      ['courses', 9],
    ]);
    expect(dry.body.data.errors[2]!.errors).toHaveProperty('Duration (Weeks)');
    const missing = await importCricos(true, {
      locations: 'CRICOS Provider Code,Location City\n00116K,Parkville\n',
    });
    expect(missing.body.data.errors[0]).toMatchObject({
      file: 'locations',
      line: 1,
      errors: { 'CRICOS Course Code': 'Missing column' },
    });
    const latin1 = await importCricos(true, { institutions: Buffer.from([0x43, 0xe9, 0x0a]) });
    expect(latin1.body.data.errors.find((e) => e.file === 'institutions')?.errors.file).toMatch(/UTF-8/);
    const unknownCourse = await importCricos(true, {
      locations: `${CRICOS.locations}00116K,123456Q,X,Y,VIC\n`,
    });
    expect(unknownCourse.body.data.errors[0]).toMatchObject({ file: 'locations', line: 6 });
    expect((await cricosCourses()).length).toBe(before);
  });

  it('refuses a new provider whose name another provider’s university already has, rather than failing the write', async () => {
    const [au] = await db().select().from(universities).where(eq(universities.universityId, melbourneId));
    await createUniversity(db(), au!.countryId, {
      universityName: 'Queensland Institute',
      cricosProviderCode: '00025B',
    });
    const answer = await importCricos(false, {
      institutions: `${CRICOS.institutions}00999X,QI,Queensland Institute,Private,1,,x,y,QLD,4000\n`,
      courses: `${CRICOS.courses}00999X,Queensland Institute,077777K,Diploma of Things,,No,Management and Commerce,,,Diploma,No,No,English,52,1,0,1,No\n`,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.['institutions line 4']).toMatch(
      /already in Australia under another provider code/,
    );
  });

  it('refuses a missing file (400) and a file over the upload limit (413)', async () => {
    const form = new FormData();
    form.append('courses', new Blob([CRICOS.courses]), 'courses.csv');
    const noFiles = await api.post(`staff/catalogue/registers/cricos?dryRun=true&fileDate=${DATE}`, {
      token: admin.token,
      raw: form,
    });
    expect(noFiles.status).toBe(400);
    expect((await importCricos(true, { courses: Buffer.alloc(5 * 1024 * 1024 + 10, 0x61) })).status).toBe(
      413,
    );
    const noDate = await api.post('staff/catalogue/registers/cricos?dryRun=true', {
      token: admin.token,
      raw: cricosForm({}),
    });
    expect(noDate.status).toBe(400);
  });
});

describe('College Scorecard', () => {
  it('matches by name and web address, reports the unmatched, writes the programmes and shows them on the university', async () => {
    const dry = await importScorecard(true);
    expect(dry.status).toBe(200);
    expect(dry.body.data).toMatchObject({ rows: 5, universities: 1, unmatchedCount: 2 });
    expect(dry.body.data.changes).toEqual({
      universities: { create: 0, update: 1 },
      courses: { create: 0, update: 0 },
      reportedProgrammes: { create: 3, update: 0, remove: 0 },
    });
    expect(dry.body.data.unmatched.map((u) => u.unitId).sort()).toEqual(['228778', '999999']);

    const first = await importScorecard(false);
    expect(first.body.data).toMatchObject({ universities: 1, changes: dry.body.data.changes });
    expect(first.body.message).toBe(
      'Imported: 3 reported programmes created, 0 updated, 0 removed; 1 university matched (1 linked); 2 institutions unmatched',
    );
    const same = await importScorecard(true);
    expect(same.body.data.changes.reportedProgrammes).toEqual({ create: 0, update: 3, remove: 0 });
    expect(same.body.data.changes.universities).toEqual({ create: 0, update: 0 });
    const again = await importScorecard(false);
    expect(again.body.data.changes).toEqual(same.body.data.changes);

    // The doctoral programme no longer reported, a new one reported: one each way, two kept.
    const fos = fixture('scorecard-fos.csv');
    const changed = `${fos.replace(/^166683,.*,6,Doctoral Degree,.*\n/m, '')}166683,002178,Massachusetts Institute of Technology,Private; nonprofit,1,1101,Computer and Information Sciences; General.,3,Bachelor's Degree,1,NULL\n`;
    const mixed = await importScorecard(true, changed);
    expect(mixed.body.data.changes.reportedProgrammes).toEqual({ create: 1, update: 2, remove: 1 });
    expect((await importScorecard(false, changed)).body.data.changes).toEqual(mixed.body.data.changes);
    expect((await importScorecard(false)).body.data.changes.reportedProgrammes).toEqual({
      create: 1,
      update: 2,
      remove: 1,
    });
    const stored = await db()
      .select()
      .from(reportedProgrammes)
      .where(eq(reportedProgrammes.universityId, mitId));
    expect(stored).toHaveLength(3);
    const [mit] = await db().select().from(universities).where(eq(universities.universityId, mitId));
    expect(mit!.scorecardUnitId).toBe('166683');

    const shown = await api.get<ReportedProgrammes>(`universities/${mitId}/reported-programmes`);
    expect(shown.status).toBe(200);
    expect(shown.body.data.programmes[0]).toEqual({
      cipCode: '11.07',
      cipTitle: 'Computer Science',
      credentialLevel: 3,
      credentialTitle: "Bachelor's Degree",
    });
    expect(shown.body.data.source?.sourceName).toBe('College Scorecard, file dated 2026-11-30');
  });

  it('with INSTURL, a name that matches a university of another web address stays unmatched', async () => {
    const csv =
      'UNITID,INSTNM,CIPCODE,CIPDESC,CREDLEV,CREDDESC,INSTURL\n166684,Massachusetts Institute of Technology,1107,Computer Science.,3,Bachelor,www.elsewhere.edu\n';
    // MIT is linked to 166683 now, so only an unlinked namesake could match: none.
    const dry = await importScorecard(true, csv);
    expect(dry.body.data.unmatched[0]).toMatchObject({ unitId: '166684' });
  });

  it('reports duplicate and malformed rows and writes nothing', async () => {
    const header = 'UNITID,INSTNM,CIPCODE,CIPDESC,CREDLEV,CREDDESC\n';
    const csv = `${header}166683,MIT,1107,CS,3,Bachelor\n166683,MIT,11.07,CS,3,Bachelor\nabc,MIT,xx,CS,9,Bachelor\n`;
    const answer = await importScorecard(false, csv);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(['file line 3', 'file line 4']);
    expect(
      await db().select().from(reportedProgrammes).where(eq(reportedProgrammes.universityId, mitId)),
    ).toHaveLength(3);
    expect((await importScorecard(true, 'UNITID,INSTNM\n1,x\n')).body.data.errors[0]!.errors).toHaveProperty(
      'CIPCODE',
      'Missing column',
    );
  });
});
