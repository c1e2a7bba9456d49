import {
  contactMessageReceiptSchema,
  countryCardPageSchema,
  countryCardSchema,
  courseListItemPageSchema,
  courseListItemSchema,
  packageApplicationSchema,
  packageListSchema,
  packageSchema,
  universityCardPageSchema,
  universityCardSchema,
} from '@edupath/contract';
import { describe, expect, it } from 'vitest';
import { country, course, page, university } from '../features/catalogue/testing/fixtures';
import { contactReceipt } from '../features/contact/testing/fixtures';
import { advantagePackage, packages, starterApplication } from '../features/packages/testing/fixtures';

/** Any contract schema: only parsing is needed here (the web app has no zod of its own). */
interface AnswerSchema {
  parse(value: unknown): unknown;
}

/**
 * The web tests answer fetch with these fixtures; each must be an answer the server could give.
 * One row per fixture: [what it is, the contract schema of that answer, the fixture].
 */
const fixtures: Array<[name: string, schema: AnswerSchema, value: unknown]> = [
  ['catalogue: country card', countryCardSchema, country(1)],
  ['catalogue: university card', universityCardSchema, university(1)],
  ['catalogue: course list item', courseListItemSchema, course(1)],
  [
    'catalogue: course list item without fee or deadline, featured',
    courseListItemSchema,
    course(2, { fee: null, applicationDeadline: null, isFeatured: true }),
  ],
  ['catalogue: page of countries', countryCardPageSchema, page([country(1), country(2)], 1, 2, 5)],
  ['catalogue: page of universities', universityCardPageSchema, page([university(1)], 1, 12, 1)],
  ['catalogue: page of courses', courseListItemPageSchema, page([course(1)], 2, 1, 3)],
  ['packages: list', packageListSchema, { data: packages, total: packages.length }],
  ['packages: package card', packageSchema, advantagePackage],
  ['packages: application', packageApplicationSchema, starterApplication],
  ['contact: receipt', contactMessageReceiptSchema, contactReceipt],
];

describe('web test fixtures', () => {
  // parse() refuses a missing or mistyped field; toEqual then catches a field the contract does
  // not have (parsing drops it, as the server's serialisation would).
  it.each(fixtures)('%s matches the contract', (_name, schema, value) => {
    expect(schema.parse(value)).toEqual(value);
  });
});
