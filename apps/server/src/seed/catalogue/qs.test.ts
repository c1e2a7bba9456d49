import { describe, expect, it } from 'vitest';
import { parseQsCsv } from './qs';

describe('parseQsCsv', () => {
  it('reads quoted names (commas, doubled quotes), banded ranks and a trailing newline', () => {
    const text = [
      'rank,name,country',
      '1,Massachusetts Institute of Technology (MIT),United States of America',
      '42,"University College London, University of London",United Kingdom',
      '1001-1200,"University of Roma ""La Sapienza""",Italy',
      '',
    ].join('\n');
    expect(parseQsCsv(text)).toEqual([
      { rank: 1, name: 'Massachusetts Institute of Technology (MIT)', country: 'United States of America' },
      { rank: 42, name: 'University College London, University of London', country: 'United Kingdom' },
      { rank: 1001, name: 'University of Roma "La Sapienza"', country: 'Italy' },
    ]);
  });
});
