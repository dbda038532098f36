import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithKit } from '../render';
import { ConfirmDialog } from '../../../src/components/ConfirmDialog';

/** A host: a button opens the question; `answer` settles each confirmation. */
function Host({
  answer,
  onClose = () => undefined,
  withField = false,
}: {
  answer: () => Promise<string | null>;
  onClose?: () => void;
  withField?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ConfirmDialog
        open={open}
        busy={busy}
        error={error}
        title="Remove Ravi?"
        confirmLabel="Remove"
        busyLabel="Removing…"
        cancelLabel="Cancel"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        onConfirm={async () => {
          setBusy(true);
          const failure = await answer();
          setBusy(false);
          setError(failure);
          if (!failure) setOpen(false);
        }}
        fields={
          withField ? (
            <label>
              Password
              <input type="password" />
            </label>
          ) : undefined
        }
      >
        Ravi is signed out at once.
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks with Cancel focused, described by its text; Cancel closes and gives focus back', async () => {
    const onClose = vi.fn();
    const { user } = renderWithKit(<Host answer={async () => null} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Ravi?' });
    expect(dialog).toHaveAccessibleDescription('Ravi is signed out at once.');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('focuses its first field, confirms on Enter there, and stays open while busy', async () => {
    let settle: (failure: string | null) => void = () => undefined;
    const onClose = vi.fn();
    const { user } = renderWithKit(
      <Host
        withField
        onClose={onClose}
        answer={() => new Promise((resolve) => (settle = resolve))}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('Password');
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, 'secret{Enter}');
    const busy = await within(dialog).findByRole('button', { name: 'Removing…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).not.toHaveBeenCalled();
    settle('The current password is not right');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The current password is not right',
    );
    // A second answer that succeeds closes it.
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    settle(null);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps what was typed when the backdrop is pressed', async () => {
    const { user } = renderWithKit(<Host withField answer={async () => null} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByTestId('sfo-modal-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
