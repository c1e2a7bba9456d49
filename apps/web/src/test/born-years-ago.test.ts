import { ageOn } from '@edupath/contract/under-18';
import { describe, expect, it } from 'vitest';
import { bornYearsAgo } from './born-years-ago';

describe('bornYearsAgo', () => {
  it.each(['2026-12-07', '2027-01-01', '2028-02-29', '2028-03-31', '2026-06-15'])(
    'gives someone exactly 17 on %s',
    (today) => {
      expect(ageOn(bornYearsAgo(17, today), today)).toBe(17);
      expect(ageOn(bornYearsAgo(16, today), today)).toBe(16);
    },
  );
});
