import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { ToastProvider, useNotifier, type NotifyOptions } from '../../src/components/Toast';

function Demo(options: NotifyOptions) {
  const { notify } = useNotifier();
  return <Button onClick={() => notify(options)}>Show toast</Button>;
}

/** The toast system: `<ToastProvider>` around the app, `useNotifier().notify(…)` anywhere below. */
function ToastDemo(props: NotifyOptions) {
  return (
    <ToastProvider>
      <Demo {...props} />
    </ToastProvider>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
  args: { tone: 'success', message: 'Code Copied to clipboard', duration: 0 },
  // The toast sits in the screen's corner, outside the demo's box: that is what is pictured.
  parameters: { visual: { capture: 'overlay' } },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

// Toasts render in the kit's portal, outside the story's canvas element.
const page = within(document.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const status = await page.findByRole('status');
    await expect(status).toHaveTextContent('Code Copied to clipboard');
    const toast = within(status).getByText('Code Copied to clipboard');
    const box = toast.getBoundingClientRect();
    // Bottom-right in LTR.
    await expect(box.left).toBeGreaterThan(window.innerWidth / 2);
    await expect(box.top).toBeGreaterThan(window.innerHeight / 2);
  },
};

/** The toast's close button empties the region. */
export const Dismiss: Story = {
  name: 'Dismiss (interaction)',
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }: Context) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const status = await page.findByRole('status');
    await userEvent.click(within(status).getByRole('button', { name: 'Dismiss notification' }));
    await expect(status).toBeEmptyDOMElement();
  },
};

export const WithTitle: Story = {
  args: { tone: 'info', title: 'Customizer', message: 'Settings saved' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await expect(await page.findByRole('status')).toHaveTextContent('CustomizerSettings saved');
  },
};

export const Danger: Story = {
  args: { tone: 'danger', message: 'Banner upload failed' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const alert = page.getAllByRole('alert').find((el) => el.textContent !== '');
    await expect(alert).toHaveTextContent('Banner upload failed');
    await expect(alert).toHaveAttribute('aria-live', 'assertive');
  },
};

export const AutoDismiss: Story = {
  name: 'Auto dismiss (interaction)',
  tags: ['interaction', '!autodocs'],
  args: { tone: 'warning', message: 'Gone in a moment', duration: 300 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await expect(page.getByRole('status')).toHaveTextContent('Gone in a moment');
    await waitFor(() => expect(page.getByRole('status')).toBeEmptyDOMElement(), {
      timeout: 2000,
    });
  },
};

export const Dark: Story = { ...WithTitle, parameters: { kit: { mode: 'dark' } } };

export const RightToLeft: Story = {
  args: { message: 'تم نسخ الرمز' },
  parameters: { kit: { direction: 'rtl', locale: 'ar' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const status = await page.findByRole('status');
    const box = within(status).getByText('تم نسخ الرمز').getBoundingClientRect();
    // Bottom-left in RTL.
    await expect(box.right).toBeLessThan(window.innerWidth / 2);
    await expect(within(status).getByRole('button', { name: 'إغلاق الإشعار' })).toBeInTheDocument();
  },
};

/**
 * On a phone (375 px) toasts show at the top: a page's Next or Save sits at the bottom, under the
 * thumb, and a toast must not cover it.
 */
export const Phone: Story = {
  args: { message: 'Billing Details Added Successfully' },
  parameters: {
    viewport: {
      options: {
        phone: { name: 'Phone', styles: { width: '375px', height: '667px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const status = await page.findByRole('status');
    const box = within(status)
      .getByText('Billing Details Added Successfully')
      .getBoundingClientRect();
    await expect(window.innerWidth).toBe(375);
    await expect(box.bottom).toBeLessThan(window.innerHeight / 2);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Don't: a field's error in a toast. */
export const DontToastForFieldError: Story = {
  // Docs-only (a don't on its page): literal tags, which Storybook reads without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  args: { tone: 'danger', message: 'Area is Required' },
};
