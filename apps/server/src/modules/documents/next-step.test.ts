import { type ChecklistItemFacts, documentNextStep } from '@edupath/contract';
import { describe, expect, it } from 'vitest';

const today = '2027-03-01';
const item = (kind: ChecklistItemFacts['kind'], status: ChecklistItemFacts['status'], required = true) => ({
  kind,
  status,
  required,
});

describe('documentNextStep (docs/application-documents.md, "Next step")', () => {
  it('puts a document that needs changes before a missing one', () => {
    const items = [item('sop', 'missing'), item('cv', 'changes_requested')];
    expect(documentNextStep(items, '2027-03-13', today)).toBe(
      'Upload a new version of your CV — due in 12 days',
    );
  });

  it('names the first missing document and counts the days to the deadline', () => {
    const items = [
      item('sop', 'accepted'),
      item('recommendation_1', 'uploaded'),
      item('recommendation_2', 'missing'),
    ];
    expect(documentNextStep(items, '2027-03-02', today)).toBe(
      'Upload your second recommendation letter — due in 1 day',
    );
    expect(documentNextStep(items, today, today)).toBe(
      'Upload your second recommendation letter — due today',
    );
    expect(documentNextStep(items, '2027-02-20', today)).toBe(
      'Upload your second recommendation letter — the deadline has passed',
    );
    expect(documentNextStep(items, null, today)).toBe('Upload your second recommendation letter');
  });

  it('ignores an item no longer asked for, then waits for the review, then for the decision', () => {
    expect(
      documentNextStep([item('test_scores', 'missing', false), item('sop', 'uploaded')], null, today),
    ).toBe('Nothing to do for now: your advisor is reviewing your documents');
    expect(documentNextStep([item('sop', 'accepted')], null, today)).toBe(
      'All your documents are accepted: nothing to do until your advisor decides',
    );
  });

  it('after a decision says what happens next instead', () => {
    const items = [item('sop', 'missing')];
    expect(documentNextStep(items, '2027-03-13', today, 'Accepted')).toMatch(/^Your advisor will guide you/);
    expect(documentNextStep(items, '2027-03-13', today, 'Rejected')).toMatch(/^Talk to your advisor/);
    expect(documentNextStep(items, '2027-03-13', today, 'Withdrawn')).toMatch(/^Nothing more happens/);
    expect(documentNextStep(items, '2027-03-13', today, 'Under Review')).toBe(
      'Upload your SOP — due in 12 days',
    );
  });
});
