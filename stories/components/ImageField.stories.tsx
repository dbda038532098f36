import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { ImageField } from '../../src/components/ImageField';
import { fixtureFile, galleryImages } from '../../tests/fixtures/images/browser';

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

const input = (canvas: HTMLElement, name = 'Upload Logo') =>
  within(canvas).getByLabelText<HTMLInputElement>(name, { selector: 'input' });

/** The field's own root: the story frame also holds the toast region (an empty role=alert). */
const field = (canvas: HTMLElement, name?: string) =>
  within(input(canvas, name).closest<HTMLElement>('[data-state]') ?? canvas);

// `accept` only filters the picker's default view; users can still choose "All files".
const anyFile = userEvent.setup({ applyAccept: false });

/** Empty; choosing a real PNG shows its preview. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(args.onChange).not.toHaveBeenCalled();
    const file = await fixtureFile('png');
    await userEvent.upload(input(canvasElement), file);
    const preview = await within(canvasElement).findByRole('img', { name: 'Preview of logo.png' });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(file));
    await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBe(8));
  },
};

/** A program renamed .png is refused by its bytes: the message shows and the input is cleared. */
export const RejectsRenamedProgram: Story = {
  play: async ({ canvasElement, args }) => {
    await anyFile.upload(input(canvasElement), await fixtureFile('exe'));
    const alert = await field(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Only allowed PNG or JPG or WEBP');
    await expect(input(canvasElement).value).toBe('');
    await expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).toHaveBeenCalledWith(null);
  },
};

export const RejectsSvg: Story = {
  play: async ({ canvasElement }) => {
    await anyFile.upload(input(canvasElement), await fixtureFile('svg'));
    await expect(await field(canvasElement).findByRole('alert')).toHaveTextContent(
      'Only allowed PNG or JPG or WEBP',
    );
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** The image on record, until a new one is chosen. */
export const WithExistingImage: Story = {
  args: {
    existingUrl: galleryImages[0],
    existingAlt: 'Acme Retail logo',
    hint: 'Square, at least 256 px',
  },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Acme Retail logo' });
    await expect(img).toHaveAttribute('src', galleryImages[0]);
    await userEvent.upload(input(canvasElement), await fixtureFile('webp'));
    await within(canvasElement).findByRole('img', { name: 'Preview of banner.webp' });
    await expect(within(canvasElement).queryByRole('img', { name: 'Acme Retail logo' })).toBeNull();
  },
};

/** A chosen file with its Remove button. */
export const WithFile: Story = {
  loaders: [async () => ({ file: await fixtureFile('jpeg') })],
  render: (args, { loaded }) => <ImageField {...args} defaultValue={loaded.file as File} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('img', { name: 'Preview of photo.jpg' });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove image' }));
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(input(canvasElement)).toHaveFocus();
  },
};

export const TooLarge: Story = {
  args: { maxBytes: 512 },
  play: async ({ canvasElement }) => {
    await userEvent.upload(input(canvasElement), await fixtureFile('jpeg'));
    await expect(await field(canvasElement).findByRole('alert')).toHaveTextContent(
      'The image must be 512 byte or smaller',
    );
  },
};

export const ErrorShown: Story = {
  args: { required: true, error: 'Please Upload Logo' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement).getByRole('alert')).toHaveTextContent('Please Upload Logo');
    await expect(input(canvasElement)).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, existingUrl: galleryImages[1], existingAlt: 'Current banner' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
  },
};

export const Dark: Story = {
  ...RejectsRenamedProgram,
  parameters: { kit: { mode: 'dark' } },
};

export const RightToLeft: Story = {
  args: { label: 'تحميل الشعار' },
  parameters: { kit: { direction: 'rtl', locale: 'ar' } },
  play: async ({ canvasElement }) => {
    await anyFile.upload(input(canvasElement, 'تحميل الشعار'), await fixtureFile('text'));
    await expect(await field(canvasElement, 'تحميل الشعار').findByRole('alert')).toHaveTextContent(
      'يُسمح فقط بملفات PNG أو JPG أو WEBP',
    );
  },
};

const submitted = fn();

function LogoForm({ onSubmit }: { onSubmit: (values: { logo: File | null }) => void }) {
  const { control, handleSubmit } = useForm<{ logo: File | null }>({
    defaultValues: { logo: null },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
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

/** With react-hook-form's Controller: submitting without a logo shows the message of docs/behaviour.md §5. */
export const InForm: Story = {
  args: { onChange: undefined },
  render: () => <LogoForm onSubmit={submitted} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    submitted.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await field(canvasElement).findByRole('alert')).toHaveTextContent(
      'Please Upload Logo',
    );
    await expect(input(canvasElement)).toHaveFocus();
    const file = await fixtureFile('png');
    await userEvent.upload(input(canvasElement), file);
    await canvas.findByRole('img', { name: 'Preview of logo.png' });
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ logo: file }, expect.anything()));
  },
};
