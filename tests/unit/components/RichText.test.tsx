import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { RichText } from '../../../src/components/RichText';
import { renderWithKit } from '../render';

describe('RichText', () => {
  it('renders the editor’s markup with roles a reader can use', () => {
    renderWithKit(
      <RichText
        data-testid="about"
        html={
          '<h1>About</h1><p>We <strong>ship</strong> <a href="https://acme.example">fast</a>.</p>' +
          '<ul><li>one</li><li>two</li></ul>'
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'fast' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('ship').tagName).toBe('STRONG');
  });

  it('never renders scripts, handlers or javascript: links', () => {
    const { container } = renderWithKit(
      <RichText
        html={
          '<p onclick="window.__pwned=1">a</p><script>window.__pwned=1</script>' +
          '<img src=x onerror="window.__pwned=1"><a href="javascript:window.__pwned=1">x</a>'
        }
      />,
    );
    const html = container.innerHTML;
    expect(html).not.toMatch(/onclick|onerror|<script|<img|javascript:/i);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('x')).toBeInTheDocument();
  });

  it('writes someone’s text in its own direction unless the host says otherwise', () => {
    const root = () => screen.getByText('مرحبا').parentElement;
    const { rerender } = renderWithKit(<RichText html="<p>مرحبا</p>" />);
    expect(root()).toHaveAttribute('dir', 'auto');
    rerender(<RichText html="<p>مرحبا</p>" dir="rtl" />);
    expect(root()).toHaveAttribute('dir', 'rtl');
  });

  it('forwards its ref and props to the root', () => {
    const ref = createRef<HTMLDivElement>();
    renderWithKit(<RichText ref={ref} html="<p>x</p>" aria-label="Terms" role="region" />);
    expect(ref.current).toBe(screen.getByRole('region', { name: 'Terms' }));
  });
});
