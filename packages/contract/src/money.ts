/**
 * Money and intake rules shared by the server and the web app (docs/catalogue.md#fees-and-currencies).
 * Plain functions over Intl only, so the page bundles stay small.
 */

// Making an Intl.NumberFormat costs far more than formatting with one (milliseconds on a phone, for
// every price of a page of cards), so each one is made once and kept.
const formatters = new Map<string, Intl.NumberFormat>();

function keptFormat(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = formatters.get(key);
  if (!format) {
    format = make();
    formatters.set(key, format);
  }
  return format;
}

const currencyFormat = (code: string) =>
  keptFormat(`currency:${code}`, () => new Intl.NumberFormat('en', { style: 'currency', currency: code }));

/** ISO 4217 minor-unit digits: 2 for cents and pence, 0 for yen and won, 3 for Kuwaiti fils. */
export const minorUnitDigits = (currencyCode: string): number =>
  currencyFormat(currencyCode).resolvedOptions().maximumFractionDigits ?? 2;

export const toMinorUnits = (amount: number, currencyCode: string): number =>
  Math.round(amount * 10 ** minorUnitDigits(currencyCode));

export const fromMinorUnits = (minor: number, currencyCode: string): number =>
  minor / 10 ** minorUnitDigits(currencyCode);

/**
 * A whole amount with a symbol that names one currency: Intl's English symbols (CA$, A$, HK$,
 * CN¥, €, £, ₹, or the code itself), except the bare '$', which several countries use: US$.
 */
export function formatMoney(amount: number, currencyCode: string): string {
  const whole = keptFormat(
    `whole:${currencyCode}`,
    () =>
      new Intl.NumberFormat('en', {
        style: 'currency',
        currency: currencyCode,
        maximumFractionDigits: 0,
        minimumFractionDigits: 0,
      }),
  );
  return whole
    .formatToParts(Math.round(amount))
    .map((part) => (part.type === 'currency' && part.value === '$' ? 'US$' : part.value))
    .join('')
    .replace(/\u00a0/g, ' ');
}

/** Rupees as Indian readers write them: ₹8,30,000. */
export const formatRupees = (amount: number): string =>
  keptFormat(
    'rupees',
    () => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
  ).format(Math.round(amount));

/** A course's intake as the catalogue stores it. */
export interface IntakeFacts {
  intake: string | null;
  intakeStart: string | null;
  applicationDeadline: string | null;
}

export interface IntakeOccurrence {
  /** 'September 2027' */
  label: string;
  start: string;
  deadline: string;
}

const plusYears = (day: string, years: number) => `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;
/** 'September 2027': an intake's month and the year of its first day. */
export const intakeLabel = (intake: string | null, start: string) =>
  `${intake ?? ''} ${start.slice(0, 4)}`.trim();
const labelOf = intakeLabel;

/**
 * Whether applications for the course's intake are open on `today` (YYYY-MM-DD) and, when they are
 * closed, the same intake a year later, which is open: each course recurs every year on the same
 * dates. Open through the deadline day itself.
 */
export function intakeStatus(
  course: IntakeFacts,
  today: string,
): { open: boolean; current: IntakeOccurrence | null; next: IntakeOccurrence | null } {
  if (!course.intakeStart || !course.applicationDeadline) return { open: true, current: null, next: null };
  const current = {
    label: labelOf(course.intake, course.intakeStart),
    start: course.intakeStart,
    deadline: course.applicationDeadline,
  };
  if (current.deadline >= today) return { open: true, current, next: null };
  let years = 1;
  while (plusYears(current.deadline, years) < today) years++;
  const start = plusYears(current.start, years);
  return {
    open: false,
    current,
    next: { label: labelOf(course.intake, start), start, deadline: plusYears(current.deadline, years) },
  };
}

/**
 * The intake a student who applies on `today` applies to: the course's own while it is open, else
 * the same intake a year (or more) later, which is open (docs/applications-and-timeline.md#applying).
 * Null when the course publishes no intake dates.
 */
export function intakeToApply(course: IntakeFacts, today: string): IntakeOccurrence | null {
  const status = intakeStatus(course, today);
  return status.open ? status.current : status.next;
}

/** Today's date in UTC as YYYY-MM-DD: deadlines are whole days. */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);
