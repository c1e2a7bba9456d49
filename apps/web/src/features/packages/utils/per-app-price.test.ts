import { describe, expect, it } from 'vitest';
import { perAppPrice } from './per-app-price';

describe('perAppPrice', () => {
  it.each([
    [4999, 1, '₹4,999'],
    [17999, 4, '₹4,499'],
    [49999, 10, '₹4,999'],
    [10, 3, '₹3'],
    [250000, 3, '₹83,333'],
    [299999, 2, '₹1,49,999'],
  ])('%i for %i applications is %s (rounded down)', (price, count, expected) => {
    expect(perAppPrice(price, count)).toBe(expected);
  });

  it("is 'N/A' without applications", () => {
    expect(perAppPrice(9999, 0)).toBe('N/A');
  });
});
