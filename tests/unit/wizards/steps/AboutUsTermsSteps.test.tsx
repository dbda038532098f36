import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AboutUsStep, TermsStep } from '../../../../src/wizards';
import { renderWithKit } from '../../render';
import { fixtureFile } from '../../../fixtures/images/node';

const next = () => screen.getByRole('button', { name: 'Next' });
/** The editor arrives lazily (its own chunk): wait for its text box. */
const editor = () => screen.findByRole('textbox', undefined, { timeout: 10_000 });

describe('AboutUsStep (docs/behaviour.md, "Validation" About Us)', { timeout: 20_000 }, () => {
  it('an editor that shows nothing counts as empty', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithKit(
      <AboutUsStep onSubmit={onSubmit} defaultValues={{ text: '<p><br></p>' }} />,
    );
    await editor();
    await user.click(next());
    await waitFor(() =>
      expect(screen.getByRole('textbox')).toHaveAccessibleDescription('About us Text is required'),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reports the text and a chosen image; the image is optional', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithKit(
      <AboutUsStep onSubmit={onSubmit} defaultValues={{ text: '<p>We cook.</p>' }} />,
    );
    await editor();
    await user.click(next());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ text: '<p>We cook.</p>', image: null });
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!picker) throw new Error('no file input');
    await user.upload(picker, fixtureFile('webp'));
    await user.click(next());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]?.[0].image).toBeInstanceOf(File);
  });
});

describe('TermsStep (docs/behaviour.md, "Validation" Terms)', { timeout: 20_000 }, () => {
  it("refuses empty terms with 'Terms and Condition is required'", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithKit(<TermsStep onSubmit={onSubmit} onBack={vi.fn()} />);
    await editor();
    await user.click(next());
    await waitFor(() =>
      expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
        'Terms and Condition is required',
      ),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reports the terms as HTML', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithKit(
      <TermsStep onSubmit={onSubmit} defaultValues={{ terms: '<p>Returns within 7 days.</p>' }} />,
    );
    await editor();
    await user.click(next());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ terms: '<p>Returns within 7 days.</p>' }),
    );
  });
});
