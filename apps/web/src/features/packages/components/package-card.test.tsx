import type { Package } from '@edupath/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { advantagePackage as base } from '../../../test/fixtures/packages';
import { PackageCard } from './package-card';

const renderCard = (pkg: Partial<Package> = {}, props: { applying?: boolean; disabled?: boolean } = {}) => {
  const onApply = vi.fn();
  render(<PackageCard pkg={{ ...base, ...pkg }} applying={false} onApply={onApply} {...props} />);
  return { onApply, card: screen.getByRole('article', { name: pkg.name ?? base.name }) };
};

describe('PackageCard', () => {
  it('shows the name, the price in rupees, the count and the per-app price rounded down', () => {
    const { card } = renderCard();
    expect(within(card).getByRole('heading', { name: 'Advantage' })).toBeInTheDocument();
    expect(within(card).getByTestId('package-price')).toHaveTextContent('₹17,999');
    expect(within(card).getByText('Applications').nextSibling).toHaveTextContent('4');
    expect(within(card).getByText('Per App').nextSibling).toHaveTextContent('₹4,499');
    expect(within(card).getByRole('listitem')).toHaveTextContent('Four applications');
  });

  it('uses Indian digit grouping for large prices', () => {
    const { card } = renderCard({ price: 149999, applicationCount: 10 });
    expect(within(card).getByTestId('package-price')).toHaveTextContent('₹1,49,999');
    expect(within(card).getByText('Per App').nextSibling).toHaveTextContent('₹14,999');
  });

  it('shows no application count or per-app figure when the package has no applications', () => {
    const { card } = renderCard({ applicationCount: 0 });
    expect(within(card).queryByText('Per App')).not.toBeInTheDocument();
    expect(within(card).queryByText('Applications')).not.toBeInTheDocument();
  });

  it.each([null, '', '<script>alert(1)</script>'])(
    "shows 'No description available' for %j",
    (description) => {
      const { card } = renderCard({ description });
      expect(within(card).getByText('No description available')).toBeInTheDocument();
    },
  );

  it('sanitises the description again on display', () => {
    const { card } = renderCard({
      description:
        '<p onclick="window.hacked=1">Plan</p><script>window.hacked=1</script><img src="x" onerror="window.hacked=1">' +
        '<a href="javascript:window.hacked=1">bad link</a><a href="https://example.com/guide">guide</a>',
    });
    const html = within(card).getByTestId('package-description').innerHTML;
    expect(html).not.toMatch(/onclick|onerror|<script|<img|javascript:/);
    expect(within(card).getByText('Plan')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'guide' })).toHaveAttribute(
      'href',
      'https://example.com/guide',
    );
  });

  it('calls onApply with its package on click', async () => {
    const { onApply, card } = renderCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ packageId: 7 }));
  });

  it("shows 'Applying...' only when applying", () => {
    renderCard({}, { applying: true });
    expect(screen.getByRole('button', { name: 'Applying...' })).toBeDisabled();
  });
});
