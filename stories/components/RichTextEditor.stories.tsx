import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RichText } from '../../src/components/RichText';
import { RichTextEditor } from '../../src/components/RichTextEditor';

const about =
  '<h1>About Acme Retail</h1><p>We sell <strong>handmade</strong> goods from <em>local</em> ' +
  'makers, set in <span style="font-family: Calibri">Calibri</span>.</p>' +
  '<ul><li>Fair prices</li><li>Fast delivery</li></ul>' +
  '<p>Visit <a href="https://acme.example">our site</a>.</p>';

const meta = {
  title: 'Components/RichTextEditor',
  component: RichTextEditor,
  args: { label: 'About Us', onChange: fn(), onBlur: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '44rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichTextEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const textbox = (canvas: HTMLElement, name = 'About Us') =>
  within(canvas).getByRole('textbox', { name });

/** Empty, 200 px. Bold from the toolbar, then typing, reported as HTML. */
export const Default: Story = {
  args: { placeholder: 'Tell buyers about your business' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = textbox(canvasElement);
    await expect(box.getBoundingClientRect().height).toBe(200);
    await expect(box).toHaveTextContent('Tell buyers about your business');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(box);
    const bold = canvas.getByRole('button', { name: 'Bold' });
    await userEvent.click(bold);
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('Hello');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith('<p><strong>Hello</strong></p>'),
    );
  },
};

/** Stored HTML loaded into the editor; the caret in the link shows Link pressed. */
export const WithValue: Story = {
  args: { defaultValue: about, hint: 'Shown on your storefront' },
  play: async ({ canvasElement }) => {
    const box = textbox(canvasElement);
    await expect(within(box).getByRole('heading', { level: 1 })).toHaveTextContent(
      'About Acme Retail',
    );
    await expect(within(box).getAllByRole('listitem')).toHaveLength(2);
    await expect(box).toHaveAccessibleDescription('Shown on your storefront');
    await userEvent.click(within(box).getByText('handmade'));
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await expect(canvas.getByRole('button', { name: 'Italic' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const Height300: Story = {
  args: { label: 'Terms and Conditions', height: 300, defaultValue: about },
  play: async ({ canvasElement }) => {
    await expect(
      textbox(canvasElement, 'Terms and Conditions').getBoundingClientRect().height,
    ).toBe(300);
  },
};

/** 400 px; longer text scrolls inside the editor. */
export const Height400: Story = {
  args: {
    label: 'Product description',
    height: 400,
    defaultValue: Array.from({ length: 30 }, (_, i) => `<p>Paragraph ${i + 1}</p>`).join(''),
  },
  play: async ({ canvasElement }) => {
    const box = textbox(canvasElement, 'Product description');
    await expect(box.getBoundingClientRect().height).toBe(400);
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
  },
};

export const ErrorShown: Story = {
  args: { required: true, error: 'About Us is required' },
  play: async ({ canvasElement }) => {
    const box = textbox(canvasElement);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAttribute('aria-required', 'true');
    await expect(box).toHaveAccessibleDescription('About Us is required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: about },
  play: async ({ canvasElement }) => {
    const box = textbox(canvasElement);
    await expect(box).toHaveAttribute('contenteditable', 'false');
    await expect(box).toHaveAttribute('aria-readonly', 'true');
    await expect(within(canvasElement).getByRole('button', { name: 'Bold' })).toBeDisabled();
  },
};

/** The link form refuses javascript: and accepts https. */
export const AddLink: Story = {
  args: { defaultValue: '<p>Our shop</p>' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // A triple click selects the paragraph, as it would for a user.
    await userEvent.tripleClick(within(textbox(canvasElement)).getByText('Our shop'));
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    const group = canvas.getByRole('group', { name: 'Link' });
    const address = within(group).getByRole('textbox', { name: 'Link address' });
    await waitFor(() => expect(address).toHaveFocus());
    await userEvent.type(address, 'javascript:alert(1){Enter}');
    await expect(within(group).getByRole('alert')).toHaveTextContent(
      'Enter an address that starts with http://, https:// or mailto:',
    );
    await userEvent.clear(address);
    await userEvent.type(address, 'https://acme.example{Enter}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        '<p><a href="https://acme.example" rel="noopener noreferrer">Our shop</a></p>',
      ),
    );
  },
};

/** Stored HTML with a script and handlers: none of it reaches the editor. */
export const SanitizedValue: Story = {
  args: {
    defaultValue:
      '<p onclick="alert(1)">Safe text</p><script>alert(1)</script><img src=x onerror="alert(1)">' +
      '<a href="javascript:alert(1)">not a link</a>',
  },
  play: async ({ canvasElement }) => {
    const box = textbox(canvasElement);
    await expect(box).toHaveTextContent('Safe text');
    await expect(within(box).queryByRole('link')).toBeNull();
    await expect(box.querySelector('script, img, [onclick]')).toBeNull();
  },
};

function WithPreview() {
  const [html, setHtml] = useState('<p>Edit me</p>');
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <RichTextEditor label="About Us" value={html} onChange={setHtml} />
      <section aria-label="Preview">
        <RichText html={html} />
      </section>
      <section aria-label="Stored HTML">
        <code>{html}</code>
      </section>
    </div>
  );
}

/** Controlled by a host that stores the HTML and shows it with RichText. */
export const ControlledWithPreview: Story = {
  render: () => <WithPreview />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(textbox(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Heading 2' }));
    const stored = canvas.getByRole('region', { name: 'Stored HTML' });
    await waitFor(() => expect(stored).toHaveTextContent('<h2>Edit me</h2>'));
    await expect(
      within(canvas.getByRole('region', { name: 'Preview' })).getByRole('heading', { level: 2 }),
    ).toHaveTextContent('Edit me');
  },
};

export const Dark: Story = { ...WithValue, parameters: { kit: { mode: 'dark' } } };

/** RTL with Arabic labels: the toolbar's arrow keys follow the reading direction. */
export const RightToLeft: Story = {
  args: {
    label: 'من نحن',
    defaultValue: '<h2>من نحن</h2><p>نبيع <strong>منتجات يدوية</strong> من صناع محليين.</p>',
  },
  parameters: { kit: { direction: 'rtl', locale: 'ar' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('toolbar', { name: 'التنسيق' })).toBeInTheDocument();
    canvas.getByRole('button', { name: 'غامق' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'مائل' })).toHaveFocus();
  },
};

/** Don't: a whole editor for one line. */
export const DontEditorForOneLine: StoryObj = {
  // Docs-only (a don't on its page): literal tags, which Storybook reads without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => (
    <div style={{ maxWidth: '44rem' }}>
      <RichTextEditor label="Store name" />
    </div>
  ),
};
