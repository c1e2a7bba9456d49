import { describe, expect, it } from 'vitest';
import { buildLexicon, readQuery } from './query-understanding';
import vocabularyFile from './query-vocabulary.json';

describe('readQuery: the queries students type that used to find nothing', () => {
  it.each([
    ['masters in computer science', { terms: ['computer', 'science'], courseType: 'Postgraduate' }],
    ['master computer science', { terms: ['computer', 'science'], courseType: 'Postgraduate' }],
    ['MS CS', { terms: ['computer science'], courseType: 'Postgraduate' }],
    ['MSCS', { terms: ['computer science'], courseType: 'Postgraduate' }],
    ['MEng computer', { terms: ['computer'], courseType: 'Postgraduate' }],
    ['MS Computer Science', { terms: ['computer', 'science'], courseType: 'Postgraduate' }],
  ])('%s', (q, reading) => {
    expect(readQuery(q)).toEqual(reading);
  });
});

describe('readQuery: levels', () => {
  it.each([
    ...[
      'masters',
      "master's",
      'MS',
      'M.S.',
      'MSc',
      'M.Sc',
      'MEng',
      'MA',
      'MFA',
      'PG',
      'postgraduate',
      'graduate',
      'post graduate',
    ].map((word) => [word, 'Postgraduate'] as const),
    ...['bachelors', "bachelor's", 'BS', 'BSc', 'B.Tech', 'BE', 'BA', 'UG', 'undergraduate'].map(
      (word) => [word, 'Undergraduate'] as const,
    ),
    ...['PhD', 'Ph.D.', 'doctorate'].map((word) => [word, 'PhD'] as const),
    ...['diploma', 'PG diploma', 'postgraduate diploma'].map((word) => [word, 'Diploma'] as const),
    ['certificate', 'Certificate'] as const,
  ])('%s is %s and leaves the text', (word, courseType) => {
    expect(readQuery(`${word} physics`)).toEqual({ terms: ['physics'], courseType });
  });

  it('keeps a degree that is the course itself (MBA, LLM) in the text as well', () => {
    expect(readQuery('MBA')).toEqual({ terms: ['mba'], courseType: 'Postgraduate' });
    expect(readQuery('LLM international law')).toEqual({
      terms: ['llm', 'international', 'law'],
      courseType: 'Postgraduate',
    });
  });

  it('sets no level when the words name two', () => {
    expect(readQuery('bachelors or masters physics')).toEqual({ terms: ['or', 'physics'] });
  });
});

describe('readQuery: subjects', () => {
  it.each([
    ['CS', 'computer science'],
    ['CSE', 'computer science'],
    ['comp sci', 'computer science'],
    ['computing', 'computer science'],
    ['DS', 'data science'],
    ['AI', 'artificial intelligence'],
    ['ML', 'machine learning'],
    ['EE', 'electrical engineering'],
    ['ECE', 'electrical engineering'],
    ['mech', 'mechanical engineering'],
    ['MIS', 'information systems'],
    ['biotech', 'biotechnology'],
    ['pharma', 'pharmacy'],
  ])('%s means %s', (word, subject) => {
    expect(readQuery(word)).toEqual({ terms: [subject] });
  });

  it('reads the longest phrase first: cloud computing stays cloud computing', () => {
    expect(readQuery('cloud computing')).toEqual({ terms: ['cloud computing'] });
  });

  it.each([
    ['MSCS', 'computer science'],
    ['MSDS', 'data science'],
    ['MSBA', 'business analytics'],
    ['MEM', 'engineering management'],
  ])('%s is a postgraduate %s', (word, subject) => {
    expect(readQuery(word)).toEqual({ terms: [subject], courseType: 'Postgraduate' });
  });
});

describe('readQuery: countries', () => {
  it.each([
    ['uk', 'GB'],
    ['United Kingdom', 'GB'],
    ['british', 'GB'],
    ['usa', 'US'],
    ['us', 'US'],
    ['U.S.', 'US'],
    ['states', 'US'],
    ['united states of america', 'US'],
    ['germany', 'DE'],
    ['deutschland', 'DE'],
    ['aus', 'AU'],
    ['australian', 'AU'],
    ['nz', 'NZ'],
    ['new zealand', 'NZ'],
    ['canada', 'CA'],
  ])('%s is %s and leaves the text', (words, code) => {
    expect(readQuery(`nursing in ${words}`)).toEqual({
      terms: ['nursing'],
      country: { code, words: words.toLowerCase() },
    });
  });

  it('sets no country when the words name two, and leaves their names to search as before', () => {
    expect(readQuery('nursing uk canada')).toEqual({ terms: ['nursing', 'uk', 'canada'] });
  });

  it('reads level, subject and country together', () => {
    expect(readQuery('MBA canada')).toEqual({
      terms: ['mba'],
      courseType: 'Postgraduate',
      country: { code: 'CA', words: 'canada' },
    });
    expect(readQuery("Master's of CS at a university in the USA")).toEqual({
      terms: ['computer science'],
      courseType: 'Postgraduate',
      country: { code: 'US', words: 'usa' },
    });
  });
});

describe('readQuery: other words', () => {
  it('drops stop words', () => {
    expect(
      readQuery('the course of the program for a programme at the degree in university of physics'),
    ).toEqual({ terms: ['physics'] });
  });

  it('reads the Hinglish "me" (in) as a stop word, not as mechanical engineering', () => {
    expect(readQuery('canada me masters')).toMatchObject({ terms: [], courseType: 'Postgraduate' });
    expect(readQuery('canada me masters').country?.code).toBe('CA');
  });

  it('leaves typos and unknown words as they are (the search corrects them against the catalogue)', () => {
    expect(readQuery('compter scence under 25 lakh')).toEqual({
      terms: ['compter', 'scence'],
      budget: { cheap: false, amount: 2_500_000, currencyCode: 'INR', words: 'under 25 lakh' },
    });
  });

  it('reads a word with punctuation around it', () => {
    expect(readQuery('(MS), CS; uk!')).toEqual({
      terms: ['computer science'],
      courseType: 'Postgraduate',
      country: { code: 'GB', words: 'uk!' },
    });
  });

  it('reads nothing into an empty query', () => {
    expect(readQuery('   ')).toEqual({ terms: [] });
  });
});

describe('the vocabulary file', () => {
  it('is read without a clash (one meaning per key)', () => {
    expect(() => buildLexicon(vocabularyFile)).not.toThrow();
  });

  it('refuses a key listed twice and a key with dots or capitals', () => {
    const twice = { ...vocabularyFile, stopWords: [...vocabularyFile.stopWords, 'ms'] };
    expect(() => buildLexicon(twice)).toThrow('"ms" is listed twice');
    const dotted = { ...vocabularyFile, stopWords: ['M.S.'] };
    expect(() => buildLexicon(dotted)).toThrow(/lower case words without dots/);
  });
});

describe('readQuery: budgets', () => {
  it.each([
    ['data science masters under 25 lakh', 2_500_000, 'INR', ['data', 'science']],
    ['below 20L', 2_000_000, 'INR', []],
    ['< ₹30,00,000', 3_000_000, 'INR', []],
    ['under ₹30,00,000 mba', 3_000_000, 'INR', ['mba']],
    ['under 40k usd', 40_000, 'USD', []],
    ['mba under $50,000', 50_000, 'USD', ['mba']],
    ['budget 25 lakhs', 2_500_000, 'INR', []],
    ['upto 30 lakh', 3_000_000, 'INR', []],
    ['up to 18 lacs', 1_800_000, 'INR', []],
    ['under 1.5 cr', 15_000_000, 'INR', []],
    ['30 lakh se kam', 3_000_000, 'INR', []],
    ['masters 20 lakh', 2_000_000, 'INR', []],
    ['under 20000 eur', 20_000, 'EUR', []],
  ])('%s', (q, amount, currencyCode, terms) => {
    const reading = readQuery(q);
    expect(reading.budget).toMatchObject({ cheap: false, amount, currencyCode });
    expect(reading.terms).toEqual(terms);
  });

  it('reads the rest of the words as before', () => {
    expect(readQuery('ms cs germany under 20 lakh')).toEqual({
      terms: ['computer science'],
      courseType: 'Postgraduate',
      country: { code: 'DE', words: 'germany' },
      budget: { cheap: false, amount: 2_000_000, currencyCode: 'INR', words: 'under 20 lakh' },
    });
  });

  it('cheap and its kin ask for the cheapest third', () => {
    for (const q of ['cheap mba', 'affordable mba', 'low cost mba', 'sasta mba']) {
      expect(readQuery(q), q).toMatchObject({ terms: ['mba'], budget: { cheap: true } });
    }
  });

  it('a bare number is a word, not a budget', () => {
    expect(readQuery('msc 2025')).toEqual({ terms: ['2025'], courseType: 'Postgraduate' });
    expect(readQuery('under 0 lakh').budget).toBeUndefined();
  });
});
