import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { RichTextEditor, type RichTextEditorProps } from '../../src/components/RichTextEditor';
import { RichText } from '../../src/components/RichText';
import { renderWithKit } from '../unit/render';
import { fakeClock } from './fakeClock';

// Real Chromium: Playwright's keyboard sends trusted key and input events, which Slate needs.
// settleSelection moves the faked clock past Slate's throttle.
beforeEach(() => fakeClock());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup(props: Partial<RichTextEditorProps> = {}) {
  const onChange = vi.fn<(html: string) => void>();
  renderWithKit(<RichTextEditor label="About Us" onChange={onChange} {...props} />);
  const box = screen.getByRole('textbox', { name: 'About Us' });
  const button = (name: string) => screen.getByRole('button', { name });
  const lastHtml = () => onChange.mock.lastCall?.[0];
  return { onChange, box, button, lastHtml };
}

/**
 * Slate reads the DOM selection in a `selectionchange` handler throttled to 100 ms: after moving the
 * caret, the faked clock passes it before the toolbar is used, as a person's pause does (a loaded
 * CI machine otherwise clicks before Slate has seen the move).
 */
const settleSelection = () => vi.advanceTimersByTimeAsync(150);

const selectAll = async () => {
  await userEvent.keyboard('{Control>}a{/Control}');
  await settleSelection();
};

describe('RichTextEditor in Chromium', () => {
  it('takes typing and reports the document as HTML', async () => {
    const { box, onChange, lastHtml } = setup();
    await userEvent.click(box);
    await userEvent.keyboard('Hello <world> & co');
    await waitFor(() => expect(lastHtml()).toBe('<p>Hello &lt;world&gt; &amp; co</p>'));
    await selectAll();
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(lastHtml()).toBe(''));
    expect(onChange.mock.calls.every(([html]) => !html.includes('<world>'))).toBe(true);
  });

  it('bolds with Ctrl+B and shows it on the toolbar', async () => {
    const { box, button, lastHtml } = setup();
    await userEvent.click(box);
    await userEvent.keyboard('{Control>}b{/Control}');
    await waitFor(() => expect(button('Bold')).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.keyboard('Strong');
    await userEvent.keyboard('{Control>}b{/Control}');
    await userEvent.keyboard(' plain');
    await waitFor(() => expect(lastHtml()).toBe('<p><strong>Strong</strong> plain</p>'));
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'false');
  });

  it('applies italic and underline from the toolbar to the selection, keeping focus in the text', async () => {
    const { box, button, lastHtml } = setup();
    await userEvent.click(box);
    await userEvent.keyboard('Styled');
    await selectAll();
    await userEvent.click(button('Italic'));
    await userEvent.click(button('Underline'));
    await waitFor(() => expect(lastHtml()).toBe('<p><em><u>Styled</u></em></p>'));
    expect(button('Italic')).toHaveAttribute('aria-pressed', 'true');
    expect(box).toHaveFocus();
    await userEvent.keyboard('{Control>}i{/Control}');
    await waitFor(() => expect(lastHtml()).toBe('<p><u>Styled</u></p>'));
  });

  it('writes a heading, then a paragraph after Enter', async () => {
    const { box, button, lastHtml } = setup();
    await userEvent.click(box);
    await userEvent.click(button('Heading 1'));
    await userEvent.keyboard('Title{Enter}Body');
    await waitFor(() => expect(lastHtml()).toBe('<h1>Title</h1><p>Body</p>'));
    expect(button('Heading 1')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button('Heading 2'));
    await waitFor(() => expect(lastHtml()).toBe('<h1>Title</h1><h2>Body</h2>'));
  });

  it('makes bulleted and numbered lists; Enter on an empty item leaves the list', async () => {
    const { box, button, lastHtml } = setup();
    await userEvent.click(box);
    await userEvent.click(button('Bulleted list'));
    await userEvent.keyboard('one{Enter}two{Enter}{Enter}after');
    await waitFor(() => expect(lastHtml()).toBe('<ul><li>one</li><li>two</li></ul><p>after</p>'));
    expect(within(box).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.keyboard('{ArrowUp}');
    await settleSelection();
    await userEvent.click(button('Numbered list'));
    await waitFor(() =>
      expect(lastHtml()).toBe('<ul><li>one</li></ul><ol><li>two</li></ol><p>after</p>'),
    );
    expect(button('Numbered list')).toHaveAttribute('aria-pressed', 'true');
  });

  it('links the selection through the inline form and refuses javascript:', async () => {
    const { box, button, lastHtml, onChange } = setup();
    await userEvent.click(box);
    await userEvent.keyboard('Visit us');
    await selectAll();
    await userEvent.click(button('Link'));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    expect(address).toHaveFocus();
    expect(button('Link')).toHaveAttribute('aria-expanded', 'true');
    const calls = onChange.mock.calls.length;
    await userEvent.keyboard('javascript:alert(1){Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter an address that starts with http://, https:// or mailto:',
    );
    expect(onChange.mock.calls.length).toBe(calls);
    await userEvent.clear(address);
    await userEvent.keyboard('https://acme.example/about{Enter}');
    await waitFor(() =>
      expect(lastHtml()).toBe(
        '<p><a href="https://acme.example/about" rel="noopener noreferrer">Visit us</a></p>',
      ),
    );
    expect(screen.queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument();
    // Slate moves focus back once the link's operations have flushed (a 10 ms retry of its own),
    // which may land after the change is reported.
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(button('Link')).toHaveAttribute('aria-pressed', 'true'));
    // Editing the link offers removal.
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(screen.getByRole('textbox', { name: 'Link address' })).toHaveValue(
      'https://acme.example/about',
    );
    await userEvent.click(button('Remove link'));
    await waitFor(() => expect(lastHtml()).toBe('<p>Visit us</p>'));
  });

  it('inserts a mailto address as linked text at the caret', async () => {
    const { box, button, lastHtml } = setup();
    await userEvent.click(box);
    await userEvent.keyboard('Mail ');
    await userEvent.click(button('Link'));
    await userEvent.keyboard('mailto:hi@acme.example');
    await userEvent.click(button('Apply link'));
    await waitFor(() =>
      expect(lastHtml()).toBe(
        '<p>Mail <a href="mailto:hi@acme.example" rel="noopener noreferrer">mailto:hi@acme.example</a></p>',
      ),
    );
  });

  it('sets the font family of the selection', async () => {
    const { box, lastHtml } = setup();
    await userEvent.click(box);
    await userEvent.keyboard('Serif text');
    await selectAll();
    const font = screen.getByRole('combobox', { name: 'Font' });
    await userEvent.selectOptions(font, 'Times New Roman');
    await waitFor(() =>
      expect(lastHtml()).toBe(
        `<p><span style="font-family: &#39;Times New Roman&#39;, Times, serif">Serif text</span></p>`,
      ),
    );
    expect(font).toHaveValue('Times New Roman');
    const span = within(box).getByText('Serif text');
    expect(getComputedStyle(span).fontFamily).toMatch(/Times New Roman/);
  });

  it('moves between toolbar controls with the arrow keys, mirrored in RTL', async () => {
    renderWithKit(<RichTextEditor label="LTR" />);
    await userEvent.click(screen.getByRole('textbox', { name: 'LTR' }));
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Underline' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('combobox', { name: 'Font' })).toHaveFocus();
    cleanup();
    renderWithKit(<RichTextEditor label="RTL" />, { theme: { direction: 'rtl' } });
    screen.getByRole('button', { name: 'Bold' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveFocus();
  });

  it.each([200, 300, 400] as const)('is %ipx tall and scrolls longer text', async (height) => {
    const { box } = setup({
      height,
      defaultValue: Array.from({ length: 40 }, (_, i) => `<p>Line ${i + 1}</p>`).join(''),
    });
    expect(box.getBoundingClientRect().height).toBe(height);
    expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    expect(getComputedStyle(box).fontSize).toBe('13px');
  });

  it('round-trips through a host and the display component', async () => {
    function Host() {
      const [html, setHtml] = useState('<p>Start</p>');
      return (
        <>
          <RichTextEditor label="About Us" value={html} onChange={setHtml} />
          <RichText html={html} data-testid="shown" />
        </>
      );
    }
    renderWithKit(<Host />);
    const box = screen.getByRole('textbox', { name: 'About Us' });
    await userEvent.click(box);
    await userEvent.keyboard('{Control>}{End}{/Control} and more');
    await waitFor(() => expect(screen.getByTestId('shown')).toHaveTextContent('Start and more'));
    expect(box).toHaveTextContent('Start and more');
  });

  it('shows the 2 px focus ring with offset every field has when Tab reaches it, even in error', async () => {
    renderWithKit(
      <>
        <label>
          Name <input />
        </label>
        <RichTextEditor label="About Us" error="About us Text is required" />
      </>,
    );
    const ring = (element: Element) => {
      const style = getComputedStyle(element);
      return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineOffset} ${style.outlineColor}`;
    };
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.click(name);
    const fieldRing = ring(name);
    expect(fieldRing).toMatch(/^solid 2px 2px /);
    const box = screen.getByRole('textbox', { name: /^About Us/ });
    // Tab past the toolbar's buttons into the editing area.
    for (let i = 0; i < 20 && document.activeElement !== box; i += 1) {
      await userEvent.keyboard('{Tab}');
    }
    expect(box).toHaveFocus();
    expect(ring(box.parentElement!)).toBe(fieldRing);
  });
});
