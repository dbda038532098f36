import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { ImageField, formatBytes } from '../../../src/components/ImageField';
import {
  PendingChecksProvider,
  type PendingChecks,
} from '../../../src/components/forms/pendingChecks';
import { fixtureFile } from '../../fixtures/images/node';
import { slowFile } from '../../fixtures/images/slow';
import { renderWithKit } from '../render';

let urls = 0;
const created: string[] = [];
const revoked: string[] = [];

beforeEach(() => {
  urls = 0;
  created.length = 0;
  revoked.length = 0;
  // jsdom has no object URLs; record what the field creates and revokes.
  URL.createObjectURL = vi.fn(() => {
    const url = `blob:test/${++urls}`;
    created.push(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => {
    revoked.push(url);
  });
});
afterEach(() => vi.restoreAllMocks());

// `accept` is only the picker's hint (a user can switch it to "All files"): the field must check
// every file itself, so uploads here skip user-event's accept filter.
const renderField = (...args: Parameters<typeof renderWithKit>) => ({
  ...renderWithKit(...args),
  user: userEvent.setup({ applyAccept: false }),
});

const input = () => screen.getByLabelText('Upload Logo', { selector: 'input' });

describe('ImageField', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('accepts a real %s and previews it', async (kind) => {
    const onChange = vi.fn();
    const { user } = renderField(<ImageField label="Upload Logo" onChange={onChange} />);
    const file = fixtureFile(kind);
    await user.upload(input(), file);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(file));
    const preview = await screen.findByRole('img', { name: `Preview of ${file.name}` });
    expect(preview).toHaveAttribute('src', created[0]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['a renamed .exe', 'exe'],
    ['a text file', 'text'],
    ['an SVG', 'svg'],
  ] as const)(
    'refuses %s, shows the message, clears the input and reports null',
    async (_, kind) => {
      const onChange = vi.fn();
      const { user } = renderField(<ImageField label="Upload Logo" onChange={onChange} />);
      await user.upload(input(), fixtureFile(kind));
      expect(await screen.findByRole('alert')).toHaveTextContent('Only allowed PNG or JPG or WEBP');
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onChange).toHaveBeenCalledWith(null);
      expect((input() as HTMLInputElement).value).toBe('');
      expect(input()).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
    },
  );

  it('replaces a good file with null when a bad one follows, then clears the error on a good one', async () => {
    const onChange = vi.fn();
    const { user } = renderField(<ImageField label="Upload Logo" onChange={onChange} />);
    const good = fixtureFile('png');
    await user.upload(input(), good);
    await screen.findByRole('img', { name: 'Preview of logo.png' });
    await user.upload(input(), fixtureFile('exe'));
    await screen.findByRole('alert');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(revoked).toEqual([created[0]]);
    await user.upload(input(), fixtureFile('webp'));
    await screen.findByRole('img', { name: 'Preview of banner.webp' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sniffs bytes, not only the declared type: PNG bytes declared as JPEG are refused', async () => {
    const { user } = renderField(<ImageField label="Upload Logo" />);
    const lying = new File([await fixtureFile('png').arrayBuffer()], 'x.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(input(), lying);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only allowed PNG or JPG or WEBP');
  });

  it('says the types and the size limit in one message, the size isolated (Arabic)', () => {
    renderWithKit(<ImageField label="Upload Logo" maxBytes={5 * 1024 * 1024} />, {
      locale: 'ar',
    });
    const hint = screen.getByText(/بحد أقصى/);
    expect(hint.textContent).toMatch(/^PNG أو JPG أو WEBP، بحد أقصى \u2068.+\u2069$/);
    expect(hint.textContent).not.toContain('≤');
  });

  it('refuses a file over maxBytes with the size in the reader’s locale', async () => {
    const onChange = vi.fn();
    const { user } = renderField(
      <ImageField label="Upload Logo" maxBytes={100} onChange={onChange} />,
    );
    await user.upload(input(), fixtureFile('jpeg')); // 772 bytes
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The image must be 100 bytes or smaller',
    );
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('shows the image on record with its alt text until a file is chosen', async () => {
    const { user } = renderField(
      <ImageField
        label="Upload Logo"
        existingUrl="https://cdn.example/logo.png"
        existingAlt="Acme logo"
      />,
    );
    expect(screen.getByRole('img', { name: 'Acme logo' })).toHaveAttribute(
      'src',
      'https://cdn.example/logo.png',
    );
    await user.upload(input(), fixtureFile('png'));
    await screen.findByRole('img', { name: 'Preview of logo.png' });
    expect(screen.queryByRole('img', { name: 'Acme logo' })).not.toBeInTheDocument();
  });

  it('removes the chosen file, revokes its URL and returns focus to the input', async () => {
    const onChange = vi.fn();
    const { user } = renderField(<ImageField label="Upload Logo" onChange={onChange} />);
    await user.upload(input(), fixtureFile('png'));
    await screen.findByRole('img', { name: 'Preview of logo.png' });
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(revoked).toEqual([created[0]]);
    expect(input()).toHaveFocus();
  });

  it('revokes the preview URL on unmount', async () => {
    const { user, unmount } = renderField(<ImageField label="Upload Logo" />);
    await user.upload(input(), fixtureFile('png'));
    await screen.findByRole('img', { name: 'Preview of logo.png' });
    unmount();
    expect(revoked).toEqual(created);
  });

  it('is controlled: shows the value it is given and does not change on its own', async () => {
    const onChange = vi.fn();
    const file = fixtureFile('webp');
    const { user, rerender } = renderField(
      <ImageField label="Upload Logo" value={file} onChange={onChange} />,
    );
    expect(await screen.findByRole('img', { name: 'Preview of banner.webp' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(onChange).toHaveBeenCalledWith(null);
    // The host did not accept the change, so the file stays.
    expect(screen.getByRole('img', { name: 'Preview of banner.webp' })).toBeInTheDocument();
    rerender(<ImageField label="Upload Logo" value={null} onChange={onChange} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('does not call onChange on mount, with or without a default', () => {
    const onChange = vi.fn();
    renderField(
      <ImageField label="Upload Logo" defaultValue={fixtureFile('png')} onChange={onChange} />,
    );
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Preview of logo.png' })).toBeInTheDocument();
  });

  it('translates a form error key, links it and marks the input invalid and required', () => {
    renderField(
      <ImageField label="Upload Logo" required hint="Square works best" error="media.imageType" />,
    );
    const field = input();
    expect(screen.getByText('Only allowed PNG or JPG or WEBP')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toBeRequired();
    expect(field).toHaveAccessibleDescription(
      'Only allowed PNG or JPG or WEBP Square works best No image chosen PNG, JPG or WEBP',
    );
  });

  it('shows a plain-text error unchanged', () => {
    renderField(<ImageField label="Upload Logo" error="Please Upload Logo" />);
    expect(input()).toHaveAccessibleDescription(/^Please Upload Logo/);
    // The form's message is read with the field and said by the form's summary, not on its own.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the kit's translated picker, never the browser's 'Choose File · No file chosen'", async () => {
    const { user } = renderField(<ImageField label="Upload Logo" />);
    const field = input();
    // The native input stays: labelled by the field, focusable, described by the kit's status.
    expect(field).toHaveAttribute('type', 'file');
    expect(field).toHaveAccessibleName('Upload Logo');
    expect(field).toHaveAccessibleDescription('No image chosen PNG, JPG or WEBP');
    expect(screen.getByText('Choose image')).toHaveAttribute('aria-hidden', 'true');
    await user.tab();
    expect(field).toHaveFocus();
    await user.upload(field, fixtureFile('png'));
    await screen.findByRole('img', { name: 'Preview of logo.png' });
    expect(screen.getByText('Replace image')).toBeInTheDocument();
    expect(screen.queryByText('No image chosen')).not.toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Chosen file: logo.png (149 bytes) PNG, JPG or WEBP');
  });

  it('offers to replace the image on record', () => {
    renderField(<ImageField label="Upload Logo" existingUrl="https://cdn.example/logo.png" />);
    expect(screen.getByText('Replace image')).toBeInTheDocument();
    expect(screen.queryByText('No image chosen')).not.toBeInTheDocument();
    expect(input()).toHaveAccessibleDescription('PNG, JPG or WEBP');
  });

  it('shows a placeholder with the image’s name, not a broken image, when it fails to load', () => {
    renderField(
      <ImageField
        label="Upload Logo"
        existingUrl="https://cdn.example/gone.png"
        existingAlt="Current logo"
      />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Current logo' }));
    const placeholder = screen.getByRole('img', { name: 'Current logo' });
    expect(placeholder.tagName).toBe('SPAN');
    expect(placeholder).toHaveTextContent('Current logo');
    expect(placeholder.querySelector('svg')).not.toBeNull();
    // Replacing it is still offered.
    expect(screen.getByText('Replace image')).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    const { user } = renderField(<ImageField label="الشعار" />, { locale: 'ar' });
    await user.upload(screen.getByLabelText('الشعار'), fixtureFile('text'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'يُسمح فقط بملفات PNG أو JPG أو WEBP',
    );
    expect(screen.getByText('اختيار صورة')).toBeInTheDocument();
    expect(screen.getByText('لم يتم اختيار صورة')).toBeInTheDocument();
  });

  it('is disabled', async () => {
    const onChange = vi.fn();
    const { user } = renderField(<ImageField label="Upload Logo" disabled onChange={onChange} />);
    expect(input()).toBeDisabled();
    await user.upload(input(), fixtureFile('png'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('works with react-hook-form through Controller', async () => {
    const submitted = vi.fn();
    function Form() {
      const { control, handleSubmit } = useForm<{ logo: File | null }>({
        defaultValues: { logo: null },
      });
      return (
        <form onSubmit={handleSubmit((values) => submitted(values))}>
          <Controller
            name="logo"
            control={control}
            rules={{ required: 'Please Upload Logo' }}
            render={({ field, fieldState }) => (
              <ImageField label="Upload Logo" error={fieldState.error?.message} {...field} />
            )}
          />
          <button type="submit">Save</button>
        </form>
      );
    }
    const { user } = renderField(<Form />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(input()).toHaveAccessibleDescription(/^Please Upload Logo/));
    expect(input()).toHaveFocus();
    expect(submitted).not.toHaveBeenCalled();
    const file = fixtureFile('jpeg');
    await user.upload(input(), file);
    await screen.findByRole('img', { name: 'Preview of photo.jpg' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ logo: file }));
  });
});

describe('ImageField while it checks a file', () => {
  it("is 'checking', neither empty nor chosen, and tells the form around until it answers", async () => {
    const tracked: Array<Promise<unknown>> = [];
    const checks: PendingChecks = { track: (check) => void tracked.push(check) };
    const onChange = vi.fn();
    const { user } = renderField(
      <PendingChecksProvider value={checks}>
        <ImageField label="Upload Logo" onChange={onChange} />
      </PendingChecksProvider>,
    );
    const slow = slowFile(fixtureFile('png'));
    await user.upload(input(), slow.file);
    const field = input().closest('[data-state]');
    expect(field).toHaveAttribute('data-state', 'checking');
    expect(tracked).toHaveLength(1);
    expect(onChange).not.toHaveBeenCalled();
    slow.release();
    // The tracked promise settles only once the field has reported the file.
    await tracked[0];
    expect(onChange.mock.calls.map(([file]) => file === slow.file)).toEqual([true]);
    await waitFor(() => expect(field).toHaveAttribute('data-state', 'chosen'));
  });

  it('Remove during the check drops the pick', async () => {
    const onChange = vi.fn();
    const { user } = renderField(<ImageField label="Upload Logo" onChange={onChange} />);
    await user.upload(input(), fixtureFile('png'));
    await screen.findByRole('img', { name: 'Preview of logo.png' });
    const slow = slowFile(fixtureFile('webp'));
    await user.upload(input(), slow.file);
    expect(input().closest('[data-state]')).toHaveAttribute('data-state', 'checking');
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    slow.release();
    await waitFor(() =>
      expect(input().closest('[data-state]')).toHaveAttribute('data-state', 'empty'),
    );
    // By identity: two Files compare equal by value.
    expect(onChange.mock.calls.some(([file]) => file === slow.file)).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});

describe('formatBytes', () => {
  it.each([
    [149, 'en', '149 bytes'],
    [1, 'en', '1 byte'],
    [512 * 1024, 'en', '512 kB'],
    [1.5 * 1024 * 1024, 'en', '1.5 MB'],
    [149, 'hi', '149 बाइट'],
  ])('%d bytes in %s is “%s”', (bytes, locale, text) => {
    expect(formatBytes(bytes, locale)).toBe(text);
  });

  it('formats through Intl in the reader’s locale (Arabic unit names)', () => {
    expect(formatBytes(149, 'ar')).toMatch(/بايت$/);
    expect(formatBytes(512 * 1024, 'ar')).toMatch(/كيلوبايت$/);
  });
});
