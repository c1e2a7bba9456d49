import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { referenceDataDir } from '../../lib/paths';

/**
 * The countries the home grid leads with, in order, and the students' own country, which it never
 * offers (docs/catalogue.md#countries). A committed file with its source
 * (reference-data/study-destinations.json), read once and checked, so a mistyped edit stops the
 * first request that needs it with a message instead of a wrong order.
 */
export const STUDY_DESTINATIONS_FILE = path.join(referenceDataDir, 'study-destinations.json');

const isoCode = z.string().regex(/^[A-Z]{2}$/);

const studyDestinationsSchema = z.object({
  about: z.string(),
  origin: isoCode,
  leading: z
    .array(
      z.object({
        isoCode,
        country: z.string(),
        indianStudents: z.number().int().positive().nullable(),
        basis: z.enum(['figure', 'editorial']),
      }),
    )
    .min(1),
  source: z.object({
    figures: z.string(),
    reportedAt: z.url(),
    reportedOn: z.iso.date(),
    editorial: z.string(),
  }),
});

export interface StudyDestinations {
  /** ISO codes in the order the grid shows them. */
  leading: string[];
  /** The students' own country: not a destination. */
  origin: string;
}

let cached: StudyDestinations | undefined;

export function readStudyDestinations(file = STUDY_DESTINATIONS_FILE): StudyDestinations {
  const parsed = studyDestinationsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a valid destinations file: ${parsed.error.message}`);
  const leading = parsed.data.leading.map((entry) => entry.isoCode);
  if (new Set(leading).size !== leading.length || leading.includes(parsed.data.origin)) {
    throw new Error(`${file}: a leading country is listed twice or is the origin`);
  }
  return { leading, origin: parsed.data.origin };
}

export function studyDestinations(): StudyDestinations {
  cached ??= readStudyDestinations();
  return cached;
}
