import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { useFocusFirstInvalid } from '../../src/components/forms';
import { ImageField, formatBytes } from '../../src/components/ImageField';
import { fixtureFile, galleryImages } from '../../tests/fixtures/images/browser';
import { inLocale, kitSettings, localized } from '../support/kit';

const meta = {
  title: 'Components/ImageField',
  component: ImageField,
  args: { label: 'Upload Logo', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageField>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

/**
 * The story's picker and what a play needs around it, in the story's locale. The label is the
 * host's text (the story's `label` arg); everything else is the kit's, found through `t`.
 */
function picker(context: Context) {
  const { t, canvas } = localized(context);
  const input = () =>
    canvas.getByLabelText<HTMLInputElement>(String(context.args.label), { selector: 'input' });
  // The field's own root: the story frame also holds the toast region (an empty role=alert).
  const field = () => within(input().closest<HTMLElement>('[data-state]') ?? context.canvasElement);
  const size = (bytes: number) => formatBytes(bytes, kitSettings(context).locale);
  return { t, canvas, input, field, size };
}

// `accept` only filters the picker's default view; users can still choose "All files".
const anyFile = userEvent.setup({ applyAccept: false });

/** Empty: the kit's translated picker ('Choose image', 'No image chosen'), never the browser's. */
export const Default: Story = {
  play: async (context) => {
    const { t, canvas, input } = picker(context);
    await expect(canvas.getByText(t('media.image.choose'))).toBeVisible();
    await expect(input()).toHaveAccessibleDescription(
      `${t('media.image.none')} ${t('media.types')}`,
    );
    await expect(context.args.onChange).not.toHaveBeenCalled();
  },
};

/** Choosing a real PNG shows its preview, its name and its size in the reader's locale. */
export const ChooseAFile: Story = {
  name: 'Choose a file (interaction)',
  tags: ['interaction', '!autodocs'],
  play: async (context: Context) => {
    const { t, canvas, input, size } = picker(context);
    await expect(canvas.getByText(t('media.image.choose'))).toBeVisible();
    const file = await fixtureFile('png');
    await userEvent.upload(input(), file);
    const preview = await canvas.findByRole('img', {
      name: t('media.image.preview', { name: 'logo.png' }),
    });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await expect(
      canvas.getByText(t('media.image.chosen', { name: 'logo.png', size: size(149) })),
    ).toBeVisible();
    await expect(canvas.getByText(t('media.image.replace'))).toBeVisible();
    await waitFor(() => expect(context.args.onChange).toHaveBeenCalledWith(file));
    await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBe(8));
  },
};

/**
 * The native input stays for keyboards and screen readers, invisible over the kit's button: Tab
 * reaches it (labelled by the field) and the button shows the theme's rounded focus ring.
 */
export const KeyboardFocus: Story = {
  play: async (context) => {
    const { t, canvas, input } = picker(context);
    const native = input();
    const face = canvas.getByText(t('media.image.choose'));
    await expect(getComputedStyle(native).opacity).toBe('0');
    const [covers, shown] = [native.getBoundingClientRect(), face.getBoundingClientRect()];
    await expect(covers.width).toBeGreaterThanOrEqual(shown.width);
    await expect(covers.height).toBeGreaterThanOrEqual(shown.height);
    await userEvent.tab();
    await expect(native).toHaveFocus();
    const ring = getComputedStyle(face);
    await expect(ring.outlineStyle).toBe('solid');
    await expect(ring.outlineWidth).toBe('2px');
    await expect(parseFloat(ring.borderTopLeftRadius)).toBeGreaterThan(0);
  },
};

/** A program renamed .png is refused by its bytes: the message shows and the input is cleared. */
export const RejectsRenamedProgram: Story = {
  play: async (context) => {
    const { t, input, field } = picker(context);
    await anyFile.upload(input(), await fixtureFile('exe'));
    await expect(await field().findByRole('alert')).toHaveTextContent(t('media.imageType'));
    await expect(input().value).toBe('');
    await expect(input()).toHaveAttribute('aria-invalid', 'true');
    await expect(context.args.onChange).toHaveBeenCalledWith(null);
  },
};

export const RejectsSvg: Story = {
  play: async (context) => {
    const { t, canvas, input, field } = picker(context);
    await anyFile.upload(input(), await fixtureFile('svg'));
    await expect(await field().findByRole('alert')).toHaveTextContent(t('media.imageType'));
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** The image on record, until a new one is chosen; the picker offers to replace it. */
export const WithExistingImage: Story = {
  args: {
    existingUrl: galleryImages[0],
    existingAlt: 'Acme Retail logo',
    hint: 'Square, at least 256 px',
  },
  play: async (context) => {
    const { t, canvas } = picker(context);
    const img = canvas.getByRole('img', { name: 'Acme Retail logo' });
    await expect(img).toHaveAttribute('src', galleryImages[0]);
    await expect(canvas.getByText(t('media.image.replace'))).toBeVisible();
  },
};

/**
 * The image on record cannot be loaded (removed, or a key that is not an address): a placeholder
 * with its name in the preview's box, never the browser's broken image. Replacing it is offered.
 */
export const ImageFailedToLoad: Story = {
  args: {
    existingUrl: 'data:image/png;base64,AAAA',
    existingAlt: 'Acme Retail logo',
  },
  play: async (context) => {
    const { t, canvas } = picker(context);
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Acme Retail logo' })).toHaveAttribute(
        'data-image-fallback',
      ),
    );
    await expect(canvas.getByRole('img', { name: 'Acme Retail logo' })).toHaveTextContent(
      'Acme Retail logo',
    );
    await expect(canvas.getByText(t('media.image.replace'))).toBeVisible();
  },
};

/** Choosing a new file replaces the image on record in the preview. */
export const ReplaceTheImage: Story = {
  name: 'Replace the image (interaction)',
  tags: ['interaction', '!autodocs'],
  args: WithExistingImage.args,
  play: async (context: Context) => {
    const { t, canvas, input } = picker(context);
    await canvas.findByRole('img', { name: 'Acme Retail logo' });
    await userEvent.upload(input(), await fixtureFile('webp'));
    await canvas.findByRole('img', { name: t('media.image.preview', { name: 'banner.webp' }) });
    await expect(canvas.queryByRole('img', { name: 'Acme Retail logo' })).toBeNull();
  },
};

const withJpeg: Pick<Story, 'loaders' | 'render'> = {
  loaders: [async () => ({ file: await fixtureFile('jpeg') })],
  render: (args, { loaded }) => <ImageField {...args} defaultValue={loaded.file as File} />,
};

/** A chosen file: its preview, name and size, with its Remove button. */
export const WithFile: Story = {
  ...withJpeg,
  play: async (context) => {
    const { t, canvas, size } = picker(context);
    await canvas.findByRole('img', { name: t('media.image.preview', { name: 'photo.jpg' }) });
    await expect(
      canvas.getByText(t('media.image.chosen', { name: 'photo.jpg', size: size(772) })),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('media.image.remove') })).toBeVisible();
  },
};

/** Remove empties the field and gives focus back to the picker. */
export const RemoveTheFile: Story = {
  name: 'Remove the file (interaction)',
  tags: ['interaction', '!autodocs'],
  ...withJpeg,
  play: async (context: Context) => {
    const { t, canvas, input } = picker(context);
    await canvas.findByRole('img', { name: t('media.image.preview', { name: 'photo.jpg' }) });
    await userEvent.click(canvas.getByRole('button', { name: t('media.image.remove') }));
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(context.args.onChange).toHaveBeenCalledWith(null);
    await expect(input()).toHaveFocus();
  },
};

/** Over `maxBytes`: the limit in the reader's words ('512 bytes' in English). */
export const TooLarge: Story = {
  args: { maxBytes: 512 },
  play: async (context) => {
    const { t, input, field, size } = picker(context);
    await userEvent.upload(input(), await fixtureFile('jpeg'));
    await expect(await field().findByRole('alert')).toHaveTextContent(
      t('media.tooLarge', { size: size(512) }),
    );
  },
};

export const ErrorShown: Story = {
  args: { required: true, error: 'Please Upload Logo' },
  play: async (context) => {
    const { input } = picker(context);
    await expect(input()).toHaveAccessibleDescription(/^Please Upload Logo/);
    await expect(input()).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, existingUrl: galleryImages[1], existingAlt: 'Current banner' },
  play: async (context) => {
    await expect(picker(context).input()).toBeDisabled();
  },
};

export const Dark: Story = {
  ...RejectsRenamedProgram,
  parameters: { kit: { mode: 'dark' } },
};

const submitted = fn();

/** A wizard step's shape: Controller, no native validation, focus on the first invalid field. */
function LogoForm({ onSubmit }: { onSubmit: (values: { logo: File | null }) => void }) {
  const { formRef, onInvalid } = useFocusFirstInvalid();
  const { control, handleSubmit } = useForm<{ logo: File | null }>({
    defaultValues: { logo: null },
    shouldFocusError: false,
  });
  return (
    <form ref={formRef} onSubmit={handleSubmit(onSubmit, onInvalid)} noValidate>
      <Controller
        name="logo"
        control={control}
        rules={{ required: 'Please Upload Logo' }}
        render={({ field, fieldState }) => (
          <ImageField label="Upload Logo" required error={fieldState.error?.message} {...field} />
        )}
      />
      <div style={{ marginTop: '1rem' }}>
        <Button type="submit">Next</Button>
      </div>
    </form>
  );
}

/** With react-hook-form's Controller: submitting without a logo shows the message of docs/behaviour.md, "Validation". */
export const InForm: Story = {
  name: 'In a form (interaction)',
  tags: ['interaction', '!autodocs'],
  args: { onChange: undefined },
  render: () => <LogoForm onSubmit={submitted} />,
  play: async (context: Context) => {
    const { t, canvas, input } = picker(context);
    submitted.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(input()).toHaveAccessibleDescription(/^Please Upload Logo/));
    await waitFor(() => expect(input()).toHaveFocus());
    const file = await fixtureFile('png');
    await userEvent.upload(input(), file);
    await canvas.findByRole('img', { name: t('media.image.preview', { name: 'logo.png' }) });
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ logo: file }, expect.anything()));
  },
};

// Right to left, in Arabic: the same plays, the host's label in Arabic too.
const arabic = (story: Story): Story => ({
  ...inLocale(story, 'ar'),
  args: { ...story.args, label: 'تحميل الشعار' },
});
export const DefaultArabic = arabic(Default);
export const KeyboardFocusArabic = arabic(KeyboardFocus);
export const RejectsRenamedProgramArabic = arabic(RejectsRenamedProgram);
export const WithExistingImageArabic = arabic(WithExistingImage);
export const WithFileArabic = arabic(WithFile);
export const TooLargeArabic = arabic(TooLarge);
export const HindiDark: Story = {
  ...inLocale(WithFile, 'hi'),
  parameters: { kit: { locale: 'hi', mode: 'dark' } },
};

/** Don't: the browser's own file input for an image the record keeps. */
export const DontBareFileInput: StoryObj = {
  // Docs-only (a don't on its page): literal tags, which Storybook reads without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => (
    <label style={{ display: 'grid', gap: '0.25rem', maxWidth: '32rem' }}>
      Upload Logo
      <input type="file" />
    </label>
  ),
};
