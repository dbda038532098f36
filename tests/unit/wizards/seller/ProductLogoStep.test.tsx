import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductLogoStep, type ProductLogoStepProps } from '../../../../src/wizards';
import { fixtureFile } from '../../../fixtures/images/node';
import { renderWithKit } from '../../render';

beforeEach(() => {
  // jsdom has no object URLs (the preview makes one).
  URL.createObjectURL = vi.fn(() => 'blob:test/1');
  URL.revokeObjectURL = vi.fn();
});

const f = {
  picker: () => screen.getByLabelText(/^Product Logo/, { selector: 'input' }),
  next: () => screen.getByRole('button', { name: 'Next' }),
};

/** A text file renamed to look like a PNG (the browser then types it image/png). */
async function renamedText(): Promise<File> {
  const text = fixtureFile('text');
  return new File([await text.arrayBuffer()], 'notes.png', { type: 'image/png' });
}

function renderStep(props: Partial<ProductLogoStepProps> = {}) {
  const onSubmit = vi.fn();
  const result = renderWithKit(<ProductLogoStep onSubmit={onSubmit} {...props} />);
  // `accept` is only a hint to the picker: the step must check every file itself.
  return { ...result, onSubmit, user: userEvent.setup({ applyAccept: false }) };
}

describe('ProductLogoStep', { timeout: 20_000 }, () => {
  it("Next without an image says 'Please Upload Logo' and hands nothing over", async () => {
    const { user, onSubmit } = renderStep();
    expect(screen.getByRole('group', { name: 'Product summary Image / logo' })).toBeInTheDocument();
    await user.click(f.next());
    await waitFor(() => expect(f.picker()).toHaveAccessibleDescription(/Please Upload Logo/));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each(['png', 'jpeg', 'webp'] as const)('hands over a real %s', async (kind) => {
    const { user, onSubmit } = renderStep();
    const file = fixtureFile(kind);
    await user.upload(f.picker(), file);
    await screen.findByText(new RegExp(`Chosen file: ${file.name}`));
    await user.click(f.next());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ image: file }));
  });

  it.each([
    ['a .txt renamed .png', renamedText],
    ['a program renamed .png', async () => fixtureFile('exe')],
    ['an SVG', async () => fixtureFile('svg')],
  ])("refuses %s: 'Only allowed PNG or JPG or WEBP', nothing handed over", async (_, make) => {
    const { user, onSubmit } = renderStep();
    await user.upload(f.picker(), await make());
    expect(await screen.findByText('Only allowed PNG or JPG or WEBP')).toBeInTheDocument();
    expect(f.picker()).toHaveValue('');
    await user.click(f.next());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('with an image on record, Next hands over its URL (nothing to upload)', async () => {
    const { user, onSubmit } = renderStep({
      defaultValues: { image: 'https://cdn.example/logo.png' },
    });
    expect(screen.getByRole('img', { name: 'Current image' })).toHaveAttribute(
      'src',
      'https://cdn.example/logo.png',
    );
    await user.click(f.next());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ image: 'https://cdn.example/logo.png' }),
    );
  });

  it('a refused file keeps the image on record', async () => {
    const { user, onSubmit } = renderStep({
      defaultValues: { image: 'https://cdn.example/logo.png' },
    });
    await user.upload(f.picker(), await renamedText());
    await screen.findByText('Only allowed PNG or JPG or WEBP');
    await user.click(f.next());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ image: 'https://cdn.example/logo.png' }),
    );
  });

  it('shows the upload progress, and is busy meanwhile', () => {
    renderStep({ uploadProgress: 0.5 });
    const bar = screen.getByRole('progressbar', { name: 'Uploading the image' });
    expect(bar).toHaveAttribute('value', '50');
    expect(bar).toHaveAttribute('aria-valuetext', '50%');
    expect(f.next()).toHaveAttribute('aria-busy', 'true');
  });

  it("shows the server's refusal; picking an image asks to clear it", async () => {
    const onEdit = vi.fn();
    const { user } = renderStep({ serverError: 'Upload failed', onEdit });
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failed');
    await user.upload(f.picker(), fixtureFile('png'));
    await waitFor(() => expect(onEdit).toHaveBeenCalled());
  });
});
