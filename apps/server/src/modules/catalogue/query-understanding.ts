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
});

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
  return { meanings, longest };
}

export interface QueryReading {
  /** The words left to search the course, university and country names with (phrases stay together). */
  terms: string[];
  /** The course type the words name, when they name exactly one. */
  courseType?: CourseType;
  /** The country the words name, when they name exactly one, and the words that named it. */
  country?: { code: string; words: string };
}

/**
 * A word as the vocabulary writes it: lower case, without dots, apostrophes and the punctuation
 * around it (M.Sc → msc, master's → masters, "uk," → uk).
 */
const normalise = (word: string) => word.toLowerCase().replace(/[.,;:!?()"'’]/g, '');

/** Read when the server starts: a mistake in the file stops it with the key named, not a search. */
const vocabularyLexicon = buildLexicon(vocabularyFile);

export function readQuery(q: string, lexicon: Lexicon = vocabularyLexicon): QueryReading {
  const words = q.split(/\s+/).filter((word) => normalise(word) !== '');
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
  // Two levels ("bachelors or masters") or two countries name no single filter: no filter is
  // guessed; the level words stay out of the text, the country names stay in it, as before.
  if (levels.size === 1) reading.courseType = [...levels][0];
  const codes = new Set(countries.map((c) => c.code));
  if (codes.size === 1)
    reading.country = { code: countries[0]!.code, words: countries.map((c) => c.words).join(' ') };
  else terms.push(...countries.map((c) => c.words));
  return reading;
}
