import { RATE_RECENT_MONTHS, rateAge } from '@edupath/contract/sourced-fact';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RateDate, ratesDates } from './rate-age';

describe('rateAge', () => {
  const date = '2025-06-30';

  it('is recent up to RATE_RECENT_MONTHS months, dated the day after', () => {
    expect(RATE_RECENT_MONTHS).toBe(3);
    expect(rateAge(date, date)).toBe('recent');
    expect(rateAge(date, '2025-09-29')).toBe('recent');
    expect(rateAge(date, '2025-09-30')).toBe('recent');
    expect(rateAge(date, '2025-10-01')).toBe('dated');
  });

  it('is dated up to 12 months, stale the day after (the curated facts rule)', () => {
    expect(rateAge(date, '2026-06-30')).toBe('dated');
    expect(rateAge(date, '2026-07-01')).toBe('stale');
  });

  it('counts calendar months from the end of a short month', () => {
    // 30 Nov + 3 months is 30 Feb, which is 2 March.
    expect(rateAge('2025-11-30', '2026-03-02')).toBe('recent');
    expect(rateAge('2025-11-30', '2026-03-03')).toBe('dated');
  });
});

describe('RateDate', () => {
  it('says "rate of" a recent date, with no badge', () => {
    render(<RateDate date="2026-10-01" today="2026-12-07" />);
    expect(screen.getByTestId('rate-date')).toHaveTextContent(/^rate of 1 Oct 2026$/);
    expect(screen.queryByTestId('rate-out-of-date')).toBeNull();
  });

  it('says "rate from" a date over three months old', () => {
    render(<RateDate date="2026-06-30" today="2026-12-07" />);
    expect(screen.getByTestId('rate-date')).toHaveTextContent(/^rate from 30 Jun 2026$/);
    expect(screen.queryByTestId('rate-out-of-date')).toBeNull();
  });

  it('adds "may be out of date" past twelve months', () => {
    render(<RateDate date="2025-06-30" today="2026-12-07" />);
    expect(screen.getByTestId('rate-date')).toHaveTextContent('rate from 30 Jun 2025 may be out of date');
    expect(screen.getByTestId('rate-out-of-date')).toHaveTextContent('may be out of date');
  });
});

describe('ratesDates', () => {
  it('gives one date while every rate has it, and oldest to newest after a partial refresh', () => {
    expect(ratesDates({ date: '2025-06-30', oldestDate: '2025-06-30' })).toBe('30 Jun 2025');
    expect(ratesDates({ date: '2026-11-30', oldestDate: '2025-06-30' })).toBe('30 Jun 2025 to 30 Nov 2026');
  });
});
