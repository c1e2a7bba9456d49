import { describe, expect, it } from 'vitest';
import { scoreStanding } from './test-scores-panel';

describe('scoreStanding', () => {
  it('shows a percentile as is and anything else as a percentage with %', () => {
    expect(scoreStanding({ percentile: '88', isPercentile: true })).toEqual({
      label: 'Percentile',
      value: '88',
    });
    expect(scoreStanding({ percentile: '83', isPercentile: false })).toEqual({
      label: 'Percentage',
      value: '83%',
    });
  });
});
