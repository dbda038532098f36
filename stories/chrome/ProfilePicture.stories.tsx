import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProfilePicture } from '../../src/chrome/ProfilePicture';
import { inLocale, storyT } from '../support/kit';

// A 1×1 PNG: the picker previews it locally (nothing is uploaded).
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

const meta = {
  title: 'Chrome/ProfilePicture',
  component: ProfilePicture,
  args: { name: 'Asha Rao', onPictureChange: fn() },
} satisfies Meta<typeof ProfilePicture>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No picture yet: the person's initials. */
export const Initials: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('AR')).toBeVisible();
  },
};

/** An image is shown at once, and the host is told (it stores or uploads it). */
export const ChoosesAnImage: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const file = new File([PNG], 'me.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText(t('chrome.profile.change')), file);
    await expect(
      await canvas.findByRole('img', { name: t('chrome.profile.label') }),
    ).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    await expect(context.args.onPictureChange).toHaveBeenCalledWith(
      expect.stringMatching(/^blob:/),
      file,
    );
    await expect(canvas.queryByText('AR')).toBeNull();
  },
};

/** Anything but an image is ignored, with a message that says why. */
export const RefusesANonImage: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const input = canvas.getByLabelText(t('chrome.profile.change'));
    // A user can pick "All files" in the dialog: the picker's `accept` is only a hint.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['notes'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(t('chrome.profile.refused')),
    );
    await expect(input).toHaveAccessibleDescription(t('chrome.profile.refused'));
    await expect(context.args.onPictureChange).not.toHaveBeenCalled();
    await expect(canvas.getByText('AR')).toBeVisible();
  },
};

export const WithPicture: Story = {
  args: { defaultPicture: `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}` },
};

export const Dark: Story = { ...Initials, parameters: { kit: { mode: 'dark' } } };
export const RefusesANonImageArabic = inLocale(RefusesANonImage, 'ar');

/** Don't: an empty circle where there is no picture yet. */
export const DontBlankAvatar: StoryObj = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        inlineSize: 64,
        blockSize: 64,
        borderRadius: '50%',
        background: '#d5d9e2',
      }}
    />
  ),
};
