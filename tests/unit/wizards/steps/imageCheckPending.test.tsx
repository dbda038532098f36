import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AboutUsStep } from '../../../../src/wizards';
import { ProductLogoStep } from '../../../../src/wizards';
import { fixtureFile } from '../../../fixtures/images/node';
import { slowFile } from '../../../fixtures/images/slow';
import { renderWithKit } from '../../render';

// A Next pressed while the image field still reads the chosen file's first bytes (its content
// check) must wait for the answer: before it, the field holds nothing yet.

beforeEach(() => {
  // jsdom has no object URLs (the preview makes one).
  URL.createObjectURL = vi.fn(() => 'blob:test/1');
  URL.revokeObjectURL = vi.fn();
});

const next = () => screen.getByRole('button', { name: 'Next' });
const picker = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const fieldOf = (input: HTMLElement) => input.closest('[data-state]');

function renderLogoStep() {
  const onSubmit = vi.fn();
  const onBack = vi.fn();
  renderWithKit(<ProductLogoStep onSubmit={onSubmit} onBack={onBack} />);
  // `accept` is only the picker's hint: the step checks every file itself.
  return { onSubmit, onBack, user: userEvent.setup({ applyAccept: false }) };
}

describe('Next while an image is being checked', { timeout: 20_000 }, () => {
  it('waits, busy with its reason, then hands over the file (a required image)', async () => {
    const { user, onSubmit, onBack } = renderLogoStep();
    const slow = slowFile(fixtureFile('png'));
    await user.upload(picker(/^Product Logo/), slow.file);
    expect(fieldOf(picker(/^Product Logo/))).toHaveAttribute('data-state', 'checking');

    await user.click(next());
    await waitFor(() => expect(next()).toHaveAttribute('aria-busy', 'true'));
    // Said beside the button (its description) and announced politely.
    const reason = screen.getByText('Checking the chosen image…', { selector: 'span:not([role])' });
    expect(reason).toBeVisible();
    expect(next()).toHaveAccessibleDescription('Checking the chosen image…');
    expect(
      screen.getAllByRole('status').some((s) => s.textContent === 'Checking the chosen image…'),
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    // A second press while waiting submits nothing more.
    await user.click(next());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByText('Please Upload Logo')).not.toBeInTheDocument();

    slow.release();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // The very file chosen (by identity: two Files compare equal by value).
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ image: expect.any(File) });
    expect(onSubmit.mock.calls[0]?.[0].image).toBe(slow.file);
    expect(screen.queryByText('Please Upload Logo')).not.toBeInTheDocument();
    expect(screen.queryByText('Checking the chosen image…')).not.toBeInTheDocument();
    expect(fieldOf(picker(/^Product Logo/))).toHaveAttribute('data-state', 'chosen');
    expect(onBack).not.toHaveBeenCalled();
  });

  it('a file that fails the check shows its own message and nothing is handed over', async () => {
    const { user, onSubmit } = renderLogoStep();
    const text = fixtureFile('text');
    const renamed = new File([await text.arrayBuffer()], 'notes.png', { type: 'image/png' });
    const slow = slowFile(renamed);
    await user.upload(picker(/^Product Logo/), slow.file);
    await user.click(next());
    await waitFor(() => expect(next()).toHaveAttribute('aria-busy', 'true'));

    slow.release();
    await waitFor(() =>
      expect(picker(/^Product Logo/)).toHaveAccessibleDescription(
        /Only allowed PNG or JPG or WEBP/,
      ),
    );
    expect(picker(/^Product Logo/)).not.toHaveAccessibleDescription(/Please Upload Logo/);
    expect(next()).not.toHaveAttribute('aria-busy');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('an optional image is handed over, not submitted as empty', async () => {
    const onSubmit = vi.fn();
    renderWithKit(<AboutUsStep onSubmit={onSubmit} defaultValues={{ text: '<p>We cook.</p>' }} />);
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('textbox', undefined, { timeout: 10_000 });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const slow = slowFile(fixtureFile('webp'));
    await user.upload(input, slow.file);
    await user.click(next());
    await waitFor(() => expect(next()).toHaveAttribute('aria-busy', 'true'));
    expect(onSubmit).not.toHaveBeenCalled();

    slow.release();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      text: '<p>We cook.</p>',
      image: expect.any(File),
    });
    expect(onSubmit.mock.calls[0]?.[0].image).toBe(slow.file);
  });
});
