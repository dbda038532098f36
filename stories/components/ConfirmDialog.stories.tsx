import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { ConfirmDialog, type ConfirmDialogProps } from '../../src/components/ConfirmDialog';
import { PasswordField } from '../../src/components/PasswordField';
import { modalDocs, onPhone, screenModes } from '../support/modes';

/**
 * A host as a screen uses it: a button opens the question; the answer takes a moment, and a
 * password other than `right` is refused, as a server's step-up would.
 */
function Host({
  withPassword = false,
  onConfirm,
  onClose,
  ...args
}: Partial<ConfirmDialogProps> & { withPassword?: boolean }) {
  const [open, setOpen] = useState(Boolean(args.open));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const confirm = async () => {
    onConfirm?.();
    setBusy(true);
    setError(null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    setBusy(false);
    if (withPassword && password !== 'right') {
      setError('The current password is not right');
      setPassword('');
      return;
    }
    setOpen(false);
  };
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Remove Ravi Sharma
      </Button>
      <ConfirmDialog
        title="Remove this administrator?"
        confirmLabel="Remove"
        busyLabel="Removing…"
        cancelLabel="Cancel"
        {...args}
        open={open}
        busy={busy}
        error={error}
        onConfirm={confirm}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        fields={
          withPassword ? (
            <PasswordField
              label="Your password"
              hint="Changes to the team need your password."
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          ) : undefined
        }
      >
        Ravi Sharma is signed out at once and can no longer manage the store.
      </ConfirmDialog>
    </>
  );
}

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  parameters: modalDocs,
  render: (args) => <Host {...args} />,
  args: {
    open: true,
    title: 'Remove this administrator?',
    confirmLabel: 'Remove',
    cancelLabel: 'Cancel',
    onClose: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('dialog', { name: 'Remove this administrator?' });

/** A plain question: described by its text, Cancel has focus (Enter never confirms by accident). */
export const Question: Story = {
  parameters: screenModes,
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(
      'Ravi Sharma is signed out at once and can no longer manage the store.',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
  },
};

/** Escape and Cancel close it; focus goes back to the button that opened it. */
export const CancelCloses: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Ravi Sharma' }));
    await dialogOf(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Remove Ravi Sharma' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Ravi Sharma' }));
    await userEvent.click(
      within(await dialogOf(canvasElement)).getByRole('button', { name: 'Cancel' }),
    );
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** A field the answer needs (a step-up's password): it has focus, and Enter in it confirms. */
export const WithPassword: Story = {
  parameters: screenModes,
  args: { withPassword: true } as Story['args'],
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(within(dialog).getByLabelText(/^Your password/)).toHaveFocus());
  },
};

/** While the answer is carried out: the button says so, Escape does not close the dialog. */
export const Busy: Story = {
  args: { withPassword: true, busy: true } as Story['args'],
  render: (args) => (
    <ConfirmDialog {...args} busy busyLabel="Removing…">
      Ravi Sharma is signed out at once and can no longer manage the store.
    </ConfirmDialog>
  ),
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: 'Removing…' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeInTheDocument();
  },
};

/** A wrong password: the refusal is announced in the dialog, which stays open to try again. */
export const Refused: Story = {
  parameters: screenModes,
  args: { withPassword: true } as Story['args'],
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(within(dialog).getByLabelText(/^Your password/), 'wrong{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The current password is not right',
    );
    await expect(within(dialog).getByLabelText(/^Your password/)).toHaveValue('');
  },
};

/** On a phone: the dialog takes the width, its buttons stay in view. */
export const Phone: Story = {
  ...onPhone(),
  args: { withPassword: true } as Story['args'],
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    // It fades in: visible once the animation has run.
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(within(dialog).getByLabelText(/^Your password/)).toHaveFocus());
  },
};
