import { todayInIndia } from '@edupath/contract/under-18';

/**
 * A date of birth for someone exactly `years` old today in India: their birthday fell a month ago,
 * so the age holds on every day of the year (a fixed day such as 1 December would make a
 * 17-year-old 18 in December).
 */
export function bornYearsAgo(years: number, today = todayInIndia()): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const birthday = new Date(Date.UTC(year - years, month - 1, day));
  birthday.setUTCMonth(birthday.getUTCMonth() - 1);
  return birthday.toISOString().slice(0, 10);
}
