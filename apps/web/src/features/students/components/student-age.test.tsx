import { describe, expect, it } from 'vitest';
import { parentalStatus } from '../../../test/fixtures/under-18';
import { ageLine } from './student-age';

describe("The console's age line (docs/accounts.md#under-18)", () => {
  it('says adult, waiting with the masked address, or confirmed with the day', () => {
    expect(ageLine(parentalStatus({ state: 'adult', parentEmail: null }))).toBe('18 or older');
    expect(ageLine(parentalStatus({ parentEmail: 'p***@example.test' }))).toBe(
      "Under 18 — waiting for parent's confirmation (sent to p***@example.test)",
    );
    expect(ageLine(parentalStatus({ state: 'confirmed', confirmedAt: '2026-11-28T10:00:00.000Z' }))).toBe(
      'Under 18 — confirmed by parent on Nov 28, 2026',
    );
  });
});
