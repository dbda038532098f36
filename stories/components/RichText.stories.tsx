import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RichText } from '../../src/components/RichText';

const about =
  '<h1>About Acme Retail</h1>' +
  '<p>We sell <strong>handmade</strong> goods from <em>local</em> makers, ' +
  '<span style="font-family: Georgia">in any font</span> and ' +
  '<span style="font-family: \'Times New Roman\'">Times New Roman</span>.</p>' +
  '<h2>Why us</h2><ul><li>Fair prices</li><li>Fast delivery</li></ul>' +
  '<ol><li>Order</li><li>Relax</li></ol>' +
  '<p>Write to <a href="mailto:hello@acme.example">hello@acme.example</a> or visit ' +
  '<a href="https://acme.example">our site</a>.</p>';

const meta = {
  title: 'Components/RichText',
  component: RichText,
  args: { html: about },
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Stored rich text, shown with the editor's look. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('About Acme Retail');
    await expect(canvas.getByRole('link', { name: 'our site' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    // A font outside the kit's list is dropped; a kit font is kept.
    await expect(canvas.getByText('in any font')).not.toHaveAttribute('style');
    await expect(getComputedStyle(canvas.getByText('Times New Roman')).fontFamily).toMatch(
      /Times New Roman/,
    );
  },
};

/** Hostile HTML: scripts, handlers and javascript: links never reach the page. */
export const Sanitized: Story = {
  args: {
    html:
      '<p onmouseover="alert(1)">Hover me</p><script>alert(1)</script>' +
      '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">Click me</a>' +
      '<iframe src="https://evil.example"></iframe>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Hover me')).not.toHaveAttribute('onmouseover');
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('script, iframe')).toBeNull();
  },
};

export const Dark: Story = { parameters: { kit: { mode: 'dark' } } };

export const RightToLeft: Story = {
  args: {
    html: '<h2>من نحن</h2><p>نبيع <strong>منتجات يدوية</strong> من صناع محليين.</p><ul><li>أسعار عادلة</li><li>توصيل سريع</li></ul>',
  },
  parameters: { kit: { direction: 'rtl', locale: 'ar' } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(getComputedStyle(list).paddingRight).not.toBe('0px');
  },
};

/** Don't: the stored HTML printed as text. */
export const DontHtmlAsText: StoryObj = {
  // Docs-only (a don't on its page): literal tags, which Storybook reads without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <p>{'<p>Acme has sold <strong>cookware</strong> since 1998.</p>'}</p>,
};
