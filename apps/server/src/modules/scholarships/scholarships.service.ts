import {
  type AuthUser,
  matchScholarship,
  nextScholarshipDeadline,
  type SavedScholarship,
  type Scholarship,
  type ScholarshipDetails,
  type ScholarshipListItem,
  type ScholarshipMatchItem,
  type ScholarshipQuery,
  type ScholarshipStudent,
  studentFacts,
  todayIso,
} from '@edupath/contract';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { getStudentProfile } from '../profile/index';
import * as repo from './scholarships.repository';
import { scholarships } from './scholarships-file';

/** Scholarships: browse, match, save (docs/money-and-visas.md#scholarships). */

const DAY_MS = 86_400_000;
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

const withNext = (award: Scholarship, today: string): ScholarshipListItem => ({
  ...award,
  nextDeadline: nextScholarshipDeadline(award, today),
});

const has = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

/** Whether an award applies to a university: none named means any in its destinations. */
const atUniversity = (award: Scholarship, university: string) =>
  award.universities.length === 0 || award.universities.some((u) => has(university, u) || has(u, university));

/**
 * The awards matching every filter given, soonest published deadline first (those with none
 * after), then by name. A country or university filter keeps the awards open anywhere too.
 */
export async function listScholarships(
  db: DbOrTx,
  query: ScholarshipQuery,
  today = todayIso(),
): Promise<ScholarshipListItem[]> {
  const items = [...(await scholarships(db)).values()]
    .filter(
      (a) =>
        !query.country || a.destinations.length === 0 || a.destinations.some((d) => has(d, query.country!)),
    )
    .filter((a) => !query.level || a.levels.includes(query.level))
    .filter((a) => !query.field || a.fields.length === 0 || a.fields.some((f) => has(f, query.field!)))
    .filter((a) => !query.providerType || a.providerType === query.providerType)
    .filter((a) => !query.deadlineAfter || a.deadlines.some((d) => d.date >= query.deadlineAfter!))
    .filter((a) => !query.university || atUniversity(a, query.university))
    .filter(
      (a) =>
        !query.q ||
        [a.name, a.provider, a.covers, ...a.fields, ...a.destinations, ...a.universities].some((t) =>
          has(t, query.q!),
        ),
    )
    .map((a) => withNext(a, today));
  return items.sort(
    (a, b) =>
      (a.nextDeadline?.date ?? '9999').localeCompare(b.nextDeadline?.date ?? '9999') ||
      a.name.localeCompare(b.name),
  );
}

export async function oneScholarship(
  db: DbOrTx,
  id: string,
  today = todayIso(),
): Promise<ScholarshipListItem> {
  const award = (await scholarships(db)).get(id);
  if (!award) throw notFound('Scholarship');
  return withNext(award, today);
}

/** What the match reads of a student: profile marks and work, her details, her accepted applications. */
export async function studentOf(db: DbOrTx, userId: number, now = new Date()): Promise<ScholarshipStudent> {
  const [profile, details, acceptedCountries] = await Promise.all([
    getStudentProfile(db, userId),
    repo.findDetails(db, userId),
    repo.acceptedCountries(db, userId),
  ]);
  const facts = studentFacts(profile, now.getUTCFullYear());
  return {
    ...details,
    marks: {
      school: facts.grades.school?.on.percentage ?? null,
      bachelor: facts.grades.bachelor?.on.percentage ?? null,
      master: facts.grades.master?.on.percentage ?? null,
    },
    workMonths: facts.workMonths,
    acceptedCountries,
  };
}

export async function matches(db: DbOrTx, user: AuthUser, now = new Date()): Promise<ScholarshipMatchItem[]> {
  const [student, saved, awards] = await Promise.all([
    studentOf(db, user.userId, now),
    repo.listSaved(db, user.userId),
    scholarships(db),
  ]);
  const savedIds = new Set(saved.map((s) => s.scholarshipId));
  const today = todayIso(now);
  return [...awards.values()].map((award) => ({
    id: award.id,
    match: matchScholarship(award, student, today),
    saved: savedIds.has(award.id),
  }));
}

export const details = (db: DbOrTx, user: AuthUser) => repo.findDetails(db, user.userId);

export async function saveDetails(db: DbOrTx, user: AuthUser, values: ScholarshipDetails) {
  await repo.saveDetails(db, user.userId, values);
  return repo.findDetails(db, user.userId);
}

/** Her saved scholarships with each one's next deadline; an id no longer in the file is skipped. */
export async function listSaved(db: DbOrTx, user: AuthUser, now = new Date()): Promise<SavedScholarship[]> {
  const today = todayIso(now);
  const [rows, awards] = await Promise.all([repo.listSaved(db, user.userId), scholarships(db)]);
  return rows.flatMap((row) => {
    const award = awards.get(row.scholarshipId);
    if (!award) return [];
    const next = nextScholarshipDeadline(award, today);
    return [
      {
        id: award.id,
        name: award.name,
        provider: award.provider,
        nextDeadline: next,
        daysLeft: next ? daysBetween(today, next.date) : null,
        savedAt: row.createdAt.toISOString(),
      },
    ];
  });
}

export async function save(db: DbOrTx, user: AuthUser, id: string) {
  if (!(await scholarships(db)).has(id)) throw notFound('Scholarship');
  await repo.save(db, user.userId, id);
  return listSaved(db, user);
}

export async function unsave(db: DbOrTx, user: AuthUser, id: string) {
  await repo.unsave(db, user.userId, id);
  return listSaved(db, user);
}

/** Her saved awards' next deadlines, soonest first: the calendar feed's scholarship events. */
export async function savedDeadlinesOf(db: DbOrTx, userId: number, now = new Date()) {
  const today = todayIso(now);
  const [rows, awards] = await Promise.all([repo.listSaved(db, userId), scholarships(db)]);
  return rows
    .flatMap((row) => {
      const award = awards.get(row.scholarshipId);
      const next = award && nextScholarshipDeadline(award, today);
      return award && next ? [{ id: award.id, name: award.name, provider: award.provider, ...next }] : [];
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}
