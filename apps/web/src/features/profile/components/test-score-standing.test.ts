import { describe, expect, it } from 'vitest';
import { gmatScore, ieltsScore, otherScore } from '../../../test/fixtures/profile';
import { scoreStanding } from './test-scores-panel';

describe('scoreStanding', () => {
  it('shows a percentile where one was given', () => {
    expect(scoreStanding(gmatScore())).toEqual({ label: 'Percentile', value: '88' });
    expect(scoreStanding(otherScore({ percentile: '97', isPercentile: true }))).toEqual({
      label: 'Percentile',
      value: '97',
    });
  });

  it("shows a listed test's overall when it has no percentile", () => {
    expect(scoreStanding(ieltsScore())).toEqual({ label: 'Overall band', value: '7.5' });
    expect(scoreStanding(gmatScore({ percentile: '', isPercentile: false }))).toEqual({
      label: 'Total score',
      value: '655',
    });
  });

  it("shows another test's value as a percentage with %", () => {
    expect(scoreStanding(otherScore({ percentile: '83' }))).toEqual({ label: 'Percentage', value: '83%' });
  });
});
