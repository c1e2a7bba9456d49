import {
  chanceBand,
  degreeFamily,
  describeBands,
  gradeBand,
  testBand,
  wilsonInterval,
} from '@edupath/contract';
import { describe, expect, it } from 'vitest';

/**
 * The interval and the groups behind "similar profiles" (docs/fit-and-chances.md#the-range). Each
 * Wilson case is worked by hand with z = 1.96: centre = (p + z²/2n) / (1 + z²/n),
 * half-width = z / (1 + z²/n) · √(p(1 − p)/n + z²/4n²).
 */
describe('wilsonInterval', () => {
  const cases: Array<[k: number, n: number, low: number, high: number]> = [
    // 0/10: p = 0, z²/n = 0.38416; centre 0.19208 / 1.38416 = 0.13877, half 1.41602 · √0.009604 = 0.13877.
    [0, 10, 0, 0.2775],
    // 5/10: centre 0.5, half 1.41602 · √(0.025 + 0.009604) = 0.26341.
    [5, 10, 0.2366, 0.7634],
    // 8/10: centre (0.8 + 0.19208) / 1.38416 = 0.71673, half 1.41602 · √(0.016 + 0.009604) = 0.22658.
    [8, 10, 0.4901, 0.9433],
    // 10/10 mirrors 0/10.
    [10, 10, 0.7225, 1],
    // 50/100: centre 0.5, half (1.96 / 1.038416) · √(0.0025 + 0.00009604) = 0.09617.
    [50, 100, 0.4038, 0.5962],
    // 1/1: p = 1, z²/n = 3.8416; centre 2.9208 / 4.8416 = 0.60327, half 0.40482 · √0.9604 = 0.39672.
    [1, 1, 0.2065, 1],
  ];
  it.each(cases)('%i of %i admitted: %f to %f', (k, n, low, high) => {
    const interval = wilsonInterval(k, n);
    expect(interval.low).toBeCloseTo(low, 3);
    expect(interval.high).toBeCloseTo(high, 3);
  });

  it('stays inside [0, 1] and is symmetric: k of n mirrors n − k of n', () => {
    for (let n = 1; n <= 40; n++)
      for (let k = 0; k <= n; k++) {
        const a = wilsonInterval(k, n);
        const b = wilsonInterval(n - k, n);
        expect(a.low).toBeGreaterThanOrEqual(0);
        expect(a.high).toBeLessThanOrEqual(1);
        expect(a.low).toBeLessThanOrEqual(k / n);
        expect(a.high).toBeGreaterThanOrEqual(k / n);
        expect(a.low).toBeCloseTo(1 - b.high, 10);
      }
  });

  it('refuses what is no count', () => {
    expect(() => wilsonInterval(1, 0)).toThrow(RangeError);
    expect(() => wilsonInterval(11, 10)).toThrow(RangeError);
    expect(() => wilsonInterval(-1, 10)).toThrow(RangeError);
    expect(() => wilsonInterval(1.5, 10)).toThrow(RangeError);
  });
});

describe('chanceBand: on the whole range, thresholds 40 % and 60 %', () => {
  it.each([
    [0, 10, 'Reach'], // 0 – 27.8 %
    [1, 10, 'Target'], // 1.8 – 40.4 %: the top reaches 40 %
    [5, 10, 'Target'],
    [9, 10, 'Target'], // 59.6 – 98.2 %: the bottom is just under 60 %
    [10, 10, 'Likely'], // 72.2 – 100 %
    [30, 100, 'Reach'], // 21.9 – 39.6 %
    [70, 100, 'Likely'], // 60.4 – 78.1 %
  ] as const)('%i of %i → %s', (k, n, band) => {
    expect(chanceBand(wilsonInterval(k, n))).toBe(band);
  });
});

describe('the groups of a profile', () => {
  it('test bands: one test at a time, its own cut points', () => {
    expect(testBand('ielts', 7.5)).toBe('ielts:2');
    expect(testBand('ielts', 7)).toBe('ielts:2');
    expect(testBand('ielts', 6.5)).toBe('ielts:1');
    expect(testBand('ielts', 5.5)).toBe('ielts:0');
    expect(testBand('ielts', 8)).toBe('ielts:3');
    expect(testBand('toefl', 100)).toBe('toefl:2');
    expect(testBand(null, null)).toBe('none');
  });

  it('grade bands: a share of the scale', () => {
    expect(gradeBand('cgpa10', 8.6)).toBe('grade:3');
    expect(gradeBand('gpa4', 3)).toBe('grade:2'); // 75 %
    expect(gradeBand('percentage', 59.99)).toBe('grade:0');
    expect(gradeBand(null, null)).toBe('none');
  });

  it('degree families from what the student typed', () => {
    expect(degreeFamily('B.Tech in Computer Engineering')).toBe('computing');
    expect(degreeFamily('B.Sc Computer Science')).toBe('computing');
    expect(degreeFamily('B.Sc Physics')).toBe('science');
    expect(degreeFamily('B.Com (Honours)')).toBe('business');
    expect(degreeFamily('BA English Literature')).toBe('arts');
    expect(degreeFamily('MBBS')).toBe('health');
    expect(degreeFamily('Diploma in Culinary Arts')).toBe('arts');
    expect(degreeFamily('Diploma in Hospitality')).toBe('other');
  });

  it('says them in words', () => {
    expect(describeBands({ testBand: 'ielts:2', gradeBand: 'grade:3', degreeFamily: 'computing' })).toBe(
      'IELTS 7 to under 8, grade 80 % of the scale or more, engineering and computing',
    );
  });
});
