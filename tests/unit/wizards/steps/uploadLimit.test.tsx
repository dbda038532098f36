import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { BannerModal } from '../../../../src/wizards/catalog';
import { AboutUsStep, CompanyInformationStep } from '../../../../src/wizards';
import { fixtureFile } from '../../../fixtures/images/node';
import { renderWithKit } from '../../render';

/*
 * Every image picker of the company wizard refuses a file over the upload limit (5 MB,
 * docs/api-contract.md "Uploads") before anything is sent, without the host passing a limit:
 * the example's wizard used to upload a 6 MB logo only for the server to refuse it.
 */

beforeEach(() => {
  // jsdom has no object URLs (ImageField previews the chosen file).
  URL.createObjectURL = vi.fn(() => 'blob:test/1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

const TOO_LARGE = 'The image must be 5 MB or smaller';

/** A real PNG (its bytes say PNG), 6 MB long. */
async function sixMegabytePng(): Promise<File> {
  const png = new Uint8Array(await fixtureFile('png').arrayBuffer());
  return new File([png, new Uint8Array(6 * 1024 * 1024)], 'poster.png', { type: 'image/png' });
}

const picker = (root: HTMLElement = document.body) => {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

describe('image pickers refuse a file over 5 MB by default', { timeout: 20_000 }, () => {
  it('Company Information: the logo, with its message; Next reports nothing', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithKit(
      <CompanyInformationStep
        onSubmit={onSubmit}
        defaultValues={{ officePhone: '9820012345', officeEmail: 'office@acme.example.com' }}
      />,
    );
    await user.upload(picker(), await sixMegabytePng());
    expect(await screen.findByText(TOO_LARGE)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The logo is still missing: the field keeps saying why the file was refused.
    await waitFor(() => expect(picker()).toHaveAttribute('aria-invalid', 'true'));
    // Beside the field, and (after Next) in the error summary, linking to the picker: the
    // summary is a chunk fetched with that first failed Next.
    expect(await screen.findByRole('link', { name: TOO_LARGE })).toHaveAttribute(
      'href',
      `#${picker().id}`,
    );
    expect(screen.getAllByText(TOO_LARGE, { ignore: '.sfo-visually-hidden *' })).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('About Us: the optional image is refused and not reported', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithKit(
      <AboutUsStep onSubmit={onSubmit} defaultValues={{ text: '<p>We cook.</p>' }} />,
    );
    // The editor arrives lazily (its own chunk).
    await screen.findByRole('textbox', undefined, { timeout: 10_000 });
    await user.upload(picker(), await sixMegabytePng());
    expect(await screen.findByText(TOO_LARGE)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].image).toBeNull();
  });

  it('Banner modal: the banner image, with its message', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithKit(
      <BannerModal
        open
        onClose={vi.fn()}
        onSubmit={onSubmit}
        level1Options={[{ value: 301, label: 'Cookware' }]}
        level2Options={[]}
        level3Options={[]}
      />,
    );
    const dialog = screen.getByRole('dialog');
    await user.upload(picker(dialog), await sixMegabytePng());
    expect(await within(dialog).findByText(TOO_LARGE)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(picker(dialog)).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText(TOO_LARGE)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
