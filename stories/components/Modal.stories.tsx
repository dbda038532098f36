import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { Modal, type ModalProps } from '../../src/components/Modal';
import { NumberField } from '../../src/components/NumberField';
import { TextField } from '../../src/components/TextField';
import { modalDocs, onPhone, screenModes } from '../support/modes';

/** A host like the catalog steps: an "Add New" button that opens the modal. */
function ModalHost({ open: initiallyOpen, onClose, ...args }: ModalProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add New</Button>
      <Modal
        {...args}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const form = (
  <form
    id="level2-form"
    style={{ display: 'grid', gap: '1rem' }}
    onSubmit={(e) => e.preventDefault()}
  >
    <TextField label="Level1 Category" required />
    <TextField label="Level2 Category" required />
    <NumberField label="Order ID" required />
  </form>
);

const meta = {
  title: 'Components/Modal',
  component: Modal,
  parameters: modalDocs,
  render: (args) => <ModalHost {...args} />,
  args: {
    open: false,
    title: 'Level2 Category >> Add New',
    onClose: fn(),
    children: form,
    footer: (
      <Button type="submit" form="level2-form">
        Save
      </Button>
    ),
  },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Add New' }));
  return canvas.findByRole('dialog', { name: 'Level2 Category >> Add New' });
}

/** Open with form content; the first field takes focus. */
export const Default: Story = {
  parameters: screenModes,
  args: { open: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Level2 Category >> Add New' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Level1 Category/ })).toHaveFocus(),
    );
  },
};

/** Escape closes the dialog and focus returns to the opener (the default). */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await openDialog(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add New' })).toHaveFocus();
  },
};

/** A press on the backdrop closes the dialog (the default). */
export const BackdropCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await openDialog(canvasElement);
    await userEvent.click(canvas.getByTestId('sfo-modal-backdrop'));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Static backdrop, as the catalog modals use: only the cross closes; Escape and outside nudge. */
export const StaticBackdrop: Story = {
  args: { closeOnEscape: false, closeOnOutsideClick: false },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(canvasElement).getByTestId('sfo-modal-backdrop'));
    await expect(dialog).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const CrossCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add New' })).toHaveFocus();
  },
};

export const FocusTrapped: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const scope = within(dialog);
    const save = scope.getByRole('button', { name: 'Save' });
    const close = scope.getByRole('button', { name: 'Close' });
    save.focus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(save).toHaveFocus();
    for (let i = 0; i < 6; i += 1) await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
  },
};

export const Small: Story = {
  args: {
    open: true,
    size: 'sm',
    title: 'Brand >> Add New',
    children: <TextField label="Brand Name" required />,
    footer: <Button>Save</Button>,
  },
};

export const Large: Story = {
  args: { open: true, size: 'lg', title: 'Level3 Category >> Add New' },
};

export const RightToLeft: Story = {
  args: {
    open: true,
    title: 'الفئة الثانية >> إضافة جديد',
    children: <TextField label="اسم الفئة" />,
    footer: <Button>حفظ</Button>,
  },
  parameters: { kit: { direction: 'rtl', locale: 'ar' } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
    await expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};

/** Whether `element` lies wholly inside the viewport. */
function inView(element: Element) {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight;
}

/**
 * More content than a short phone screen (390 × 600) holds: the title with its close button and
 * the footer with Save stay in view, and only the body between them scrolls.
 */
export const TallOnShortScreen: Story = {
  ...onPhone(600),
  args: {
    open: true,
    children: (
      <form
        id="level2-form"
        style={{ display: 'grid', gap: '1rem' }}
        onSubmit={(e) => e.preventDefault()}
      >
        {['Level1 Category', 'Level2 Category', 'Slogan', 'Button Text', 'Link', 'Notes'].map(
          (label) => (
            <TextField key={label} label={label} required />
          ),
        )}
      </form>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerHeight).toBe(600);
    const dialog = await canvas.findByRole('dialog', { name: 'Level2 Category >> Add New' });
    const title = within(dialog).getByRole('heading');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    const body = title.parentElement?.nextElementSibling as HTMLElement;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(inView(title) && inView(save)).toBe(true);
    // Tab to the last field: the body scrolls to it, the title and Save stay put.
    const last = canvas.getByRole('textbox', { name: /^Notes/ });
    last.focus();
    await waitFor(() => expect(body.scrollTop).toBeGreaterThan(0));
    await expect(inView(last)).toBe(true);
    await expect(inView(title) && inView(save)).toBe(true);
  },
};

/** Don't: a dialog to say something was saved. */
export const DontModalForNews: StoryObj = {
  // Docs-only (a don't on its page): literal tags, which Storybook reads without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => (
    <Modal open title="Saved" onClose={() => undefined} size="sm" footer={<Button>OK</Button>}>
      <p>Your banner was saved.</p>
    </Modal>
  ),
};
