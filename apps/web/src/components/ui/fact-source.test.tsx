import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FactSource } from './fact-source';

const source = {
  sourceUrl: 'https://socialjustice.gov.in/schemes/28',
  sourceName: 'Ministry of Social Justice and Empowerment',
  checkedOn: '2025-11-27',
};

describe('FactSource', () => {
  it('links the publisher and names the day it was checked', () => {
    render(<FactSource source={source} today="2026-11-27" />);
    const link = screen.getByRole('link', { name: 'Ministry of Social Justice and Empowerment' });
    expect(link).toHaveAttribute('href', source.sourceUrl);
    expect(screen.getByTestId('fact-source')).toHaveTextContent('checked on 27 Nov 2025');
    expect(screen.queryByText('may be out of date')).toBeNull();
  });

  it('says "may be out of date" the day after a check turns twelve months old', () => {
    render(<FactSource source={source} today="2026-11-28" />);
    expect(screen.getByText('may be out of date')).toBeInTheDocument();
  });
});
