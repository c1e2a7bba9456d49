import { readFileSync } from 'node:fs';
import { scholarshipFileSchema } from '@edupath/contract';
import { describe, expect, it } from 'vitest';
import { readScholarshipFile, SCHOLARSHIPS_FILE } from './scholarships-file';

// The data-quality rules of docs/money-and-visas.md#freshness, on the committed file.
const raw = JSON.parse(readFileSync(SCHOLARSHIPS_FILE, 'utf8')) as {
  scholarships: Record<string, unknown>[];
};

describe('reference-data/scholarships.json', () => {
  it('passes the schema, with at least 40 awards and unique ids', () => {
    const file = readScholarshipFile();
    expect(file.scholarships.length).toBeGreaterThanOrEqual(40);
    expect(new Set(file.scholarships.map((a) => a.id)).size).toBe(file.scholarships.length);
  });

  it('every record has a source address, a source name and a checked date not in the future', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const record of raw.scholarships) {
      expect(record.sourceUrl, String(record.id)).toMatch(/^https?:\/\/\S+$/);
      expect(record.sourceName, String(record.id)).toEqual(expect.any(String));
      expect(record.checkedOn, String(record.id)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(String(record.checkedOn) <= today, `${record.id} checked in the future`).toBe(true);
    }
  });

  it('no record takes effect after the day it was checked', () => {
    for (const record of raw.scholarships)
      if (record.effectiveFrom !== undefined)
        expect(String(record.effectiveFrom) <= String(record.checkedOn), String(record.id)).toBe(true);
  });

  it('amounts are whole minor units with an ISO 4217 code the runtime knows', () => {
    for (const record of readScholarshipFile().scholarships) {
      if (!record.amount) continue;
      expect(Number.isInteger(record.amount.amountMinor)).toBe(true);
      expect(
        () => new Intl.NumberFormat('en', { style: 'currency', currency: record.amount!.currency }),
      ).not.toThrow();
    }
  });

  it('the schema rejects a record without a source, or without a checked date', () => {
    const first = raw.scholarships[0]!;
    const { sourceUrl: _url, ...noSource } = first;
    const { checkedOn: _checked, ...noDate } = first;
    for (const broken of [noSource, noDate, { ...first, sourceUrl: 'not a url' }])
      expect(scholarshipFileSchema.safeParse({ about: '', scholarships: [broken] }).success).toBe(false);
  });
});
