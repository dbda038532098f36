import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Skeleton } from '../../../src/components/Skeleton';
import { renderWithKit } from '../render';

const lines = (region: HTMLElement) => region.querySelectorAll('[aria-hidden="true"]');

describe('Skeleton', () => {
  it('is one busy region with a translated status and the lines hidden from assistive tech', () => {
    renderWithKit(<Skeleton lines={3} data-testid="sk" />, { locale: 'hi' });
    const region = screen.getByTestId('sk');
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('लोड हो रहा है…');
    expect(lines(region)).toHaveLength(3);
    expect(region).not.toHaveAttribute('data-kit-pending');
  });

  it('takes the host label, any number of lines, and marks a chunk still being fetched', () => {
    renderWithKit(<Skeleton lines={9} label="Loading the sellers…" pending data-testid="sk" />);
    const region = screen.getByTestId('sk');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the sellers…');
    expect(lines(region)).toHaveLength(9);
    // The widths repeat, ragged like text, and never run past the box.
    const widths = [...lines(region)].map((line) => getComputedStyle(line).inlineSize);
    expect(new Set(widths).size).toBeGreaterThan(1);
    expect(region).toHaveAttribute('data-kit-pending', 'true');
  });

  it('takes the shape of a table: a header row and rows of as many cells as columns', () => {
    renderWithKit(<Skeleton lines={4} columns={3} framed data-testid="sk" />);
    const region = screen.getByTestId('sk');
    const rows = region.querySelectorAll('[data-part="skeleton-row"]');
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row.children).toHaveLength(3);
      expect(row).toHaveAttribute('aria-hidden', 'true');
    }
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
