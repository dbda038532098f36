import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Dropzone } from '../../src/components/Dropzone';
import { fixtureFile } from '../../tests/fixtures/images/browser';

const meta = {
  title: 'Components/Dropzone',
  component: Dropzone,
  args: { label: 'Gallery images', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Dropzone>;
export default meta;
type Story = StoryObj<typeof meta>;

const picker = (canvas: HTMLElement, name = 'Gallery images') =>
  within(canvas).getByLabelText<HTMLInputElement>(name, { selector: 'input' });
/** The zone's own root: the story frame also holds the toast region (an empty role=alert). */
const zone = (canvas: HTMLElement, name?: string) =>
  within(picker(canvas, name).closest<HTMLElement>('[data-state]') ?? canvas);
// `accept` only filters the picker's default view; users can still choose "All files".
const anyFile = userEvent.setup({ applyAccept: false });

const pngs = (n: number) =>
  Promise.all(Array.from({ length: n }, (_, i) => fixtureFile('png', `shelf-${i + 1}.png`)));

/** Empty; the picker opens from a real button. Six images: five are kept, one is over the limit. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const root = zone(canvasElement);
    await expect(root.getByRole('group', { name: 'Gallery images' })).toHaveAccessibleDescription(
      'Drag and drop images here, or choose them with the button. PNG, JPG or WEBP, up to 5 files',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.upload(picker(canvasElement), await pngs(6));
    const list = await root.findByRole('list', { name: 'Chosen images' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(root.getByRole('alert')).toHaveTextContent(
      'shelf-6.png: You can add up to 5 files',
    );
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
  },
};

/** Each file is checked by type and bytes; refused ones are listed with the message of docs/behaviour.md, "Validation". */
export const RejectsBadFiles: Story = {
  play: async ({ canvasElement, args }) => {
    const files = await Promise.all([
      fixtureFile('exe'),
      fixtureFile('jpeg'),
      fixtureFile('svg'),
      fixtureFile('text'),
    ]);
    await anyFile.upload(picker(canvasElement), files);
    const alert = await zone(canvasElement).findByRole('alert');
    await expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'setup.png: Only allowed PNG or JPG or WEBP',
      'vector.svg: Only allowed PNG or JPG or WEBP',
      'notes.txt: Only allowed PNG or JPG or WEBP',
    ]);
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith([expect.objectContaining({ name: 'photo.jpg' })]),
    );
  },
};

/** Files already chosen, each with a Remove button. */
export const WithFiles: Story = {
  loaders: [async () => ({ files: [await fixtureFile('png'), await fixtureFile('webp')] })],
  render: (args, { loaded }) => <Dropzone {...args} defaultValue={loaded.files as File[]} />,
  play: async ({ canvasElement, args }) => {
    const root = zone(canvasElement);
    await userEvent.click(root.getByRole('button', { name: 'Remove logo.png' }));
    await expect(args.onChange).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'banner.webp' }),
    ]);
    await expect(root.getByRole('button', { name: 'Choose images' })).toHaveFocus();
  },
};

export const ErrorShown: Story = {
  args: { required: true, error: 'Banner Image is required' },
  play: async ({ canvasElement }) => {
    await expect(zone(canvasElement).getByRole('alert')).toHaveTextContent(
      'Banner Image is required',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(zone(canvasElement).getByRole('button', { name: 'Choose images' })).toBeDisabled();
  },
};

export const Dark: Story = { ...RejectsBadFiles, parameters: { kit: { mode: 'dark' } } };

export const RightToLeft: Story = {
  args: { label: 'صور المعرض', maxFiles: 2 },
  parameters: { kit: { direction: 'rtl', locale: 'ar' } },
  play: async ({ canvasElement }) => {
    await userEvent.upload(picker(canvasElement, 'صور المعرض'), await pngs(3));
    const two = new Intl.NumberFormat('ar').format(2);
    await expect(await zone(canvasElement, 'صور المعرض').findByRole('alert')).toHaveTextContent(
      `shelf-3.png: يمكنك إضافة ${two} ملفات كحد أقصى`,
    );
  },
};

/** Don't: a drop area for a single logo. */
export const DontDropzoneForOneImage: StoryObj = {
  // Docs-only (a don't on its page): literal tags, which Storybook reads without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => (
    <div style={{ maxWidth: '32rem' }}>
      <Dropzone label="Upload Logo" onChange={() => undefined} />
    </div>
  ),
};
