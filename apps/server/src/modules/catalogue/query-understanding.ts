import { COURSE_TYPES, type CourseType } from '@edupath/contract/catalogue-constants';
import { z } from 'zod';
import vocabularyFile from './query-vocabulary.json';

/**
 * Reads a course search the way students type it ("masters in computer science", "MSCS",
 * "mba canada") before the database sees it: level words become the course-type filter, a
 * country becomes the country filter, abbreviations become the words the catalogue's course
 * names use, and words that never narrow a search are dropped. The words are in a reviewed
 * file, query-vocabulary.json; the rules are in docs/catalogue.md#how-search-reads-a-query.
 * Pure: the caller resolves the country code to a catalogue country.
 */

const phrase = z.string().regex(/^[\p{Ll}\p{N}]+( [\p{Ll}\p{N}]+)*$/u, 'lower case words without dots');
const level = z.enum(COURSE_TYPES);

const vocabularySchema = z.object({
  _comment: z.array(z.string()).optional(),
  levels: z.partialRecord(level, z.array(phrase)),
  keepInText: z.array(phrase),
  subjects: z.record(phrase, z.string()),
  combined: z.record(phrase, z.object({ level, subject: z.string() })),
  countries: z.record(z.string().regex(/^[A-Z]{2}$/), z.array(phrase)),
  stopWords: z.array(phrase),
  budget: z.object({
    ceilingWords: z.array(z.string().min(1)),
    afterWords: z.array(phrase),
    units: z.record(phrase, z.number().positive()),
    currencies: z.record(z.string().min(1), z.string().regex(/^[A-Z]{3}$/)),
    cheapWords: z.array(phrase),
  }),
});

type BudgetWords = z.infer<typeof vocabularySchema>['budget'];

type Meaning =
  | { kind: 'level'; level: CourseType; keep: boolean }
  | { kind: 'subject'; words: string }
  | { kind: 'combined'; level: CourseType; words: string }
  | { kind: 'country'; code: string }
  | { kind: 'stop' };

interface Lexicon {
  meanings: Map<string, Meaning>;
  /** The most words any key has, so matching tries the longest phrase first. */
  longest: number;
  budget: BudgetWords;
}

/** One key may mean one thing only: a clash is a mistake in the file, found when it is read. */
export function buildLexicon(input: unknown): Lexicon {
  const vocabulary = vocabularySchema.parse(input);
  const meanings = new Map<string, Meaning>();
  const add = (key: string, meaning: Meaning) => {
    if (meanings.has(key)) throw new Error(`query vocabulary: "${key}" is listed twice`);
    meanings.set(key, meaning);
  };
  const keep = new Set(vocabulary.keepInText);
  for (const [name, words] of Object.entries(vocabulary.levels)) {
    for (const word of words ?? [])
      add(word, { kind: 'level', level: name as CourseType, keep: keep.has(word) });
  }
  for (const [key, words] of Object.entries(vocabulary.subjects)) add(key, { kind: 'subject', words });
  for (const [key, { level, subject }] of Object.entries(vocabulary.combined)) {
    add(key, { kind: 'combined', level, words: subject });
  }
  for (const [code, names] of Object.entries(vocabulary.countries)) {
    for (const name of names) add(name, { kind: 'country', code });
  }
  for (const word of vocabulary.stopWords) add(word, { kind: 'stop' });
  const longest = Math.max(1, ...[...meanings.keys()].map((key) => key.split(' ').length));
  return { meanings, longest, budget: vocabulary.budget };
}

export interface QueryReading {
  /** The words left to search the course, university and country names with (phrases stay together). */
  terms: string[];
  /** The course type the words name, when they name exactly one. */
  courseType?: CourseType;
  /** The country the words name, when they name exactly one, and the words that named it. */
  country?: { code: string; words: string };
  /** A first-year budget the words name: a ceiling in a currency, or "cheap". */
  budget?: Budget;
}

export type Budget =
  | { cheap: false; amount: number; currencyCode: string; words: string }
  | { cheap: true; words: string };

const NUMBER = /^\d[\d,]*(\.\d+)?$/;

/**
 * Splits what sticks to an amount ("₹30,00,000", "25l", "40k", "$40k", "<30") into its own
 * tokens; other words are left whole.
 */
function budgetTokens(q: string): string[] {
  return q
    .toLowerCase()
    .replace(/([₹$€£<≤])/g, ' $1 ')
    .replace(/<\s+=/g, '<=')
    .split(/\s+/)
    .flatMap((word) => {
      const amount = /^(\d[\d,]*(?:\.\d+)?)([a-z]+)$/.exec(word);
      return amount ? [amount[1]!, amount[2]!] : [word];
    })
    .filter((word) => word !== '');
}

/** Does a phrase of `phrases` end at token `end` (exclusive)? Its length, or 0. */
function phraseBefore(tokens: string[], end: number, phrases: string[]): number {
  let best = 0;
  for (const p of phrases) {
    const words = p.split(' ');
    if (words.length > end || words.length <= best) continue;
    if (words.every((w, k) => tokens[end - words.length + k] === w)) best = words.length;
  }
  return best;
}

function phraseAt(tokens: string[], start: number, phrases: string[]): number {
  let best = 0;
  for (const p of phrases) {
    const words = p.split(' ');
    if (words.length <= best) continue;
    if (words.every((w, k) => tokens[start + k] === w)) best = words.length;
  }
  return best;
}

/**
 * Takes a budget out of the words: an amount with a ceiling word before it ("under", "upto",
 * "<"), an ending after it ("se kam", "or less"), a unit of size ("lakh", "crore") or a currency
 * makes it a budget; a bare number ("2025") stays a word. "cheap" and its kin ask for the
 * cheapest third. Returns the words left.
 */
export function readBudget(q: string, words: BudgetWords): { rest: string; budget?: Budget } {
  const tokens = budgetTokens(q);
  const strip = (w: string) => w.replace(/[.,;:!?()"'’]+$/g, '');
  for (let i = 0; i < tokens.length; i += 1) {
    const token = strip(tokens[i]!);
    if (!NUMBER.test(token)) continue;
    let start = i;
    let end = i + 1;
    let currencyCode: string | undefined;
    const currencyBefore = start > 0 ? words.currencies[tokens[start - 1]!.replace(/\.$/, '')] : undefined;
    if (currencyBefore) {
      currencyCode = currencyBefore;
      start -= 1;
    }
    const ceiling = phraseBefore(tokens, start, words.ceilingWords);
    start -= ceiling;
    const unitWord = tokens[end] === undefined ? undefined : strip(tokens[end]!);
    const unit = unitWord === undefined ? undefined : words.units[unitWord];
    if (unit) end += 1;
    const currencyAfter = tokens[end] === undefined ? undefined : words.currencies[strip(tokens[end]!)];
    if (currencyAfter && !currencyCode) {
      currencyCode = currencyAfter;
      end += 1;
    }
    const after = phraseAt(tokens.map(strip), end, words.afterWords);
    end += after;
    const sizeUnit = unit !== undefined && unit >= 100_000;
    if (!ceiling && !after && !sizeUnit && !currencyCode) continue;
    const amount = Number(token.replace(/,/g, '')) * (unit ?? 1);
    if (!Number.isFinite(amount) || amount <= 0) continue;
    const rest = [...tokens.slice(0, start), ...tokens.slice(end)].join(' ');
    return {
      rest,
      budget: {
        cheap: false,
        amount,
        currencyCode: currencyCode ?? 'INR',
        words: tokens.slice(start, end).join(' '),
      },
    };
  }
  const plain = tokens.map(strip);
  for (let i = 0; i < plain.length; i += 1) {
    const size = phraseAt(plain, i, words.cheapWords);
    if (size) {
      return {
        rest: [...tokens.slice(0, i), ...tokens.slice(i + size)].join(' '),
        budget: { cheap: true, words: plain.slice(i, i + size).join(' ') },
      };
    }
  }
  return { rest: q };
}

/**
 * A word as the vocabulary writes it: lower case, without dots, apostrophes and the punctuation
 * around it (M.Sc → msc, master's → masters, "uk," → uk).
 */
const normalise = (word: string) => word.toLowerCase().replace(/[.,;:!?()"'’]/g, '');

/** Read when the server starts: a mistake in the file stops it with the key named, not a search. */
const vocabularyLexicon = buildLexicon(vocabularyFile);

export function readQuery(q: string, lexicon: Lexicon = vocabularyLexicon): QueryReading {
  const { rest, budget } = readBudget(q, lexicon.budget);
  const words = rest.split(/\s+/).filter((word) => normalise(word) !== '');
  const terms: string[] = [];
  const levels = new Set<CourseType>();
  const countries: Array<{ code: string; words: string }> = [];
  for (let i = 0; i < words.length; ) {
    let matched = false;
    for (let size = Math.min(lexicon.longest, words.length - i); size >= 1 && !matched; size -= 1) {
      const original = words.slice(i, i + size);
      const meaning = lexicon.meanings.get(original.map(normalise).join(' '));
      if (!meaning) continue;
      matched = true;
      i += size;
      switch (meaning.kind) {
        case 'level':
          levels.add(meaning.level);
          if (meaning.keep) terms.push(original.join(' ').toLowerCase());
          break;
        case 'combined':
          levels.add(meaning.level);
          terms.push(meaning.words);
          break;
        case 'subject':
          terms.push(meaning.words);
          break;
        case 'country':
          countries.push({ code: meaning.code, words: original.join(' ').toLowerCase() });
          break;
        default:
          break;
      }
    }
    if (!matched) {
      terms.push(words[i]!.toLowerCase());
      i += 1;
    }
  }
  const reading: QueryReading = { terms };
  if (budget) reading.budget = budget;
  // Two levels ("bachelors or masters") or two countries name no single filter: no filter is
  // guessed; the level words stay out of the text, the country names stay in it, as before.
  if (levels.size === 1) reading.courseType = [...levels][0];
  const codes = new Set(countries.map((c) => c.code));
  if (codes.size === 1)
    reading.country = { code: countries[0]!.code, words: countries.map((c) => c.words).join(' ') };
  else terms.push(...countries.map((c) => c.words));
  return reading;
}

/**
 * Every single word the vocabulary knows (keys, the words they stand for, country names): what a
 * misspelt word is compared with, beside the catalogue's names (docs/catalogue.md#typos).
 */
export function vocabularyWords(lexicon: Lexicon = vocabularyLexicon): string[] {
  const words = new Set<string>();
  for (const [key, meaning] of lexicon.meanings) {
    if (meaning.kind === 'stop') continue;
    for (const word of key.split(' ')) words.add(word);
    if (meaning.kind === 'subject' || meaning.kind === 'combined') {
      for (const word of meaning.words.split(' ')) words.add(word);
    }
  }
  for (const word of lexicon.budget.cheapWords.flatMap((w) => w.split(' '))) words.add(word);
  return [...words].filter((word) => word.length >= 4);
}

/** The degree words a course name starts with ("msc ", "phd in "), from the vocabulary's level words. */
function degreePrefix(lexicon: Lexicon): RegExp {
  const words = [...lexicon.meanings]
    .filter(
      ([key, meaning]) => (meaning.kind === 'level' || meaning.kind === 'combined') && !key.includes(' '),
    )
    .map(([key]) => key)
    .filter((key) => /^[a-z]+$/.test(key))
    .sort((a, b) => b.length - a.length);
  return new RegExp(`^((${[...words, 'in', 'of'].join('|')})\\s+)+`);
}

const vocabularyDegreePrefix = degreePrefix(vocabularyLexicon);

/**
 * A lower-case course name without its degree words and a closing note in brackets, so ranking
 * can compare it with the subject asked for: "msc computer science (accelerated)" → "computer
 * science" (docs/catalogue.md#best-match).
 */
export function subjectOfCourseName(lowerName: string): string {
  return lowerName
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(vocabularyDegreePrefix, '')
    .trim();
}
