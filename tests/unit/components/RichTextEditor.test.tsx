import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { RichTextEditor } from '../../../src/components/RichTextEditor';
import { renderWithKit } from '../render';

// Typing does not reach Slate in jsdom (TOOLCHAIN.md): editing is covered in
// tests/browser/RichTextEditor.test.tsx; this file covers what renders and what is wired.

const TOOLBAR = [
  'Bold',
  'Italic',
  'Underline',
  'Heading 1',
  'Heading 2',
  'Bulleted list',
  'Numbered list',
  'Link',
];

describe('RichTextEditor (jsdom)', () => {
  it('labels the textbox and every toolbar control', () => {
    renderWithKit(<RichTextEditor label="About Us" required hint="Tell buyers who you are" />);
    const box = screen.getByRole('textbox', { name: 'About Us' });
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription('Tell buyers who you are');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    for (const name of TOOLBAR) {
      expect(within(toolbar).getByRole('button', { name })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    }
    const font = within(toolbar).getByRole('combobox', { name: 'Font' });
    expect(
      within(font)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Default font', 'Arial', 'Times New Roman', 'Calibri', 'Comic Sans MS']);
    // The kit's select (its look, its chevron), not the browser's own.
    expect(getComputedStyle(font).appearance).toBe('none');
    expect(font.parentElement?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('is one tab stop: only the first toolbar control is tabbable', () => {
    renderWithKit(<RichTextEditor label="About Us" />);
    const toolbar = screen.getByRole('toolbar');
    const controls = Array.from(toolbar.querySelectorAll<HTMLElement>('button, select'));
    expect(controls).toHaveLength(9);
    const tabbable = controls.filter((el) => el.tabIndex === 0);
    expect(tabbable.map((el) => el.getAttribute('aria-label'))).toEqual(['Bold']);
  });

  it('renders and sanitizes the starting HTML without reporting a change', () => {
    const onChange = vi.fn();
    renderWithKit(
      <RichTextEditor
        label="Terms"
        defaultValue={'<h2>Terms</h2><p>Be <strong>kind</strong><img src=x onerror="alert(1)"></p>'}
        onChange={onChange}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Terms' });
    expect(within(box).getByRole('heading', { level: 2, name: 'Terms' })).toBeInTheDocument();
    expect(within(box).getByText('kind').closest('strong')).not.toBeNull();
    expect(box.innerHTML).not.toMatch(/onerror|<img/);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('replaces the document when a controlled value changes, without echoing it', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithKit(
      <RichTextEditor label="Terms" value="<p>first</p>" onChange={onChange} />,
    );
    expect(screen.getByRole('textbox')).toHaveTextContent('first');
    rerender(<RichTextEditor label="Terms" value="<ul><li>second</li></ul>" onChange={onChange} />);
    expect(await within(screen.getByRole('textbox')).findByRole('listitem')).toHaveTextContent(
      'second',
    );
    expect(screen.getByRole('textbox')).not.toHaveTextContent('first');
    // Slate reports a change from a microtask after applying it: flushed here.
    await act(async () => {});
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes back the HTML it reported without parsing the document again', async () => {
    const onChange = vi.fn();
    // Loaded as '<p>first</p>': the HTML the editor would report for this document.
    const { rerender } = renderWithKit(
      <RichTextEditor label="Terms" value="<P>first</P>" onChange={onChange} />,
    );
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    try {
      // What a controlled host does after each keystroke: hand the reported HTML back.
      rerender(<RichTextEditor label="Terms" value="<p>first</p>" onChange={onChange} />);
      expect(parse).not.toHaveBeenCalled();
      rerender(<RichTextEditor label="Terms" value="<p>second</p>" onChange={onChange} />);
      expect(parse).toHaveBeenCalled();
      expect(await within(screen.getByRole('textbox')).findByText('second')).toBeInTheDocument();
    } finally {
      parse.mockRestore();
    }
  });

  // The height itself (a logical block-size) is measured in the browser test.
  it('scrolls long text and uses the 13px text of docs/behaviour.md, "Constants"', () => {
    renderWithKit(<RichTextEditor label="Description" height={400} />);
    const box = screen.getByRole('textbox');
    const styles = getComputedStyle(box);
    expect(styles.overflowY).toBe('auto');
    expect(styles.fontSize).toBe('13px');
  });

  it('falls back to a translated accessible name without a label', () => {
    renderWithKit(<RichTextEditor />, { locale: 'ar' });
    expect(screen.getByRole('textbox', { name: 'محرر النص المنسق' })).toBeInTheDocument();
    expect(screen.getByRole('toolbar', { name: 'التنسيق' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'غامق' })).toBeInTheDocument();
  });

  it('shows a translated form error and marks the textbox invalid', () => {
    renderWithKit(<RichTextEditor label="About Us" error="media.editor.invalidLink" />);
    const box = screen.getByRole('textbox', { name: 'About Us' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(
      'Enter an address that starts with http://, https:// or mailto:',
    );
  });

  it('is read-only and its toolbar disabled when disabled', () => {
    renderWithKit(<RichTextEditor label="About Us" disabled defaultValue="<p>fixed</p>" />);
    const box = screen.getByRole('textbox', { name: 'About Us' });
    expect(box).toHaveAttribute('contenteditable', 'false');
    expect(box).toHaveAttribute('aria-readonly', 'true');
    for (const name of TOOLBAR) expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Font' })).toBeDisabled();
  });
});
