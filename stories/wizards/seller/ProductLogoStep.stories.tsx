import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  ProductLogoStep,
  type ProductLogoFormValues,
  type ProductLogoStepProps,
} from '../../../src/wizards';
import { galleryImages, fixtureFile } from '../../../tests/fixtures/images/browser';
import { slowFile } from '../../../tests/fixtures/images/slow';
import { inLocale, localized, startsWith } from '../../support/kit';
import { chooseImage, findErrorSummary, findMessage } from '../../support/queries';
import { screenModes } from '../../support/modes';

// `accept` is only the picker's hint: the plays upload any file, as a user choosing "All files" can.
const anyFile = userEvent.setup({ applyAccept: false });

/** Ends the upload in flight: the play calls it once it has seen the progress. */
let finishUpload = () => {};

/**
 * Reports upload progress as an upload would, halfway until the play calls `finishUpload()`, then
 * finishes (the flow's part): the play sees the bar whatever the machine's speed.
 */
function UploadingHost(props: ProductLogoStepProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const submit = async (values: ProductLogoFormValues) => {
    setProgress(0);
    const finished = new Promise<void>((resolve) => (finishUpload = resolve));
    setProgress(0.5);
    await finished;
    setProgress(1);
    setProgress(null);
    await props.onSubmit(values);
  };
  return <ProductLogoStep {...props} onSubmit={submit} uploadProgress={progress} />;
}

const meta = {
  title: 'Wizards/Seller/ProductLogo',
  component: ProductLogoStep,
  args: { onSubmit: fn(), onEdit: fn(), onBack: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProductLogoStep>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

function parts(context: Context) {
  const { t, canvas, button } = localized(context);
  return {
    t,
    canvas,
    button,
    next: () => button('wizard.frame.next'),
    picker: () =>
      canvas.getByLabelText<HTMLInputElement>(startsWith(t('seller.logo.label')), {
        selector: 'input',
      }),
  };
}

export const Empty: Story = {
  parameters: screenModes,
  play: async (context) => {
    const { t, canvas } = parts(context);
    await expect(canvas.getByRole('group', { name: t('seller.logo.title') })).toBeVisible();
  },
};

/** Next without an image: 'Please Upload Logo', nothing handed over. */
export const LogoRequired: Story = {
  play: async (context) => {
    const { t, next, picker } = parts(context);
    await userEvent.click(next());
    await waitFor(() =>
      expect(picker()).toHaveAccessibleDescription(startsWith(t('validation.logo.required'))),
    );
    // The summary's code loads on the first failed Next: the frame is taken once it shows.
    await findErrorSummary(context.canvasElement, t('wizard.frame.errorSummary'));
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A text file renamed .png: refused by its bytes, the field cleared, nothing handed over. */
export const RefusesRenamedText: Story = {
  play: async (context) => {
    const { t, canvas, next, picker } = parts(context);
    const text = await fixtureFile('text');
    const renamed = new File([await text.arrayBuffer()], 'notes.png', { type: 'image/png' });
    await anyFile.upload(picker(), renamed);
    await expect(await canvas.findByText(t('media.imageType'))).toBeVisible();
    await expect(picker().value).toBe('');
    await userEvent.click(next());
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A real WEBP is previewed and handed over on Next. */
export const ChosenWebp: Story = {
  play: async (context) => {
    const { next, picker } = parts(context);
    const file = await fixtureFile('webp');
    await chooseImage(picker(), file);
    await userEvent.click(next());
    await waitFor(() => expect(context.args.onSubmit).toHaveBeenCalledWith({ image: file }));
  },
};

/**
 * Next pressed while the chosen file is still being checked (its first bytes read slowly, as from
 * a network drive): the step waits, Next busy with 'Checking the chosen image…' beside it and
 * Back disabled, and hands nothing over yet. The bytes are never released here, so the waiting
 * state is what shows.
 */
export const CheckingImage: Story = {
  play: async (context) => {
    const { t, canvas, button, next, picker } = parts(context);
    const slow = slowFile(await fixtureFile('png'));
    await userEvent.upload(picker(), slow.file);
    await userEvent.click(next());
    await waitFor(() => expect(next()).toHaveAttribute('aria-busy', 'true'));
    const reason = canvas.getByText(t('wizard.frame.checkingImage'), {
      selector: 'span:not([role])',
    });
    await expect(reason).toBeVisible();
    await expect(next()).toHaveAccessibleDescription(t('wizard.frame.checkingImage'));
    await expect(button('wizard.frame.back')).toBeDisabled();
    await expect(
      canvas.queryByText(startsWith(t('validation.logo.required'))),
    ).not.toBeInTheDocument();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * The same fast Next, then the check answers: the very file chosen is handed over, and 'Please
 * Upload Logo' never shows.
 */
export const NextBeforeTheCheckAnswers: Story = {
  name: 'Next before the check answers (interaction)',
  tags: ['interaction', '!autodocs'],
  play: async (context) => {
    const { t, canvas, next, picker } = parts(context);
    const slow = slowFile(await fixtureFile('png'));
    await userEvent.upload(picker(), slow.file);
    await userEvent.click(next());
    await waitFor(() => expect(next()).toHaveAttribute('aria-busy', 'true'));
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
    slow.release();
    await waitFor(() => expect(context.args.onSubmit).toHaveBeenCalledTimes(1));
    const [values] = (context.args.onSubmit as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect((values as ProductLogoFormValues).image).toBe(slow.file);
    await expect(
      canvas.queryByText(startsWith(t('validation.logo.required'))),
    ).not.toBeInTheDocument();
    await expect(canvas.queryByText(t('wizard.frame.checkingImage'))).toBeNull();
  },
};

/** The product already has a logo: shown, and Next hands over its URL (nothing to upload). */
export const ExistingLogo: Story = {
  args: { defaultValues: { image: galleryImages[0] } },
  play: async (context) => {
    const { t, canvas, next } = parts(context);
    await expect(canvas.getByRole('img', { name: t('media.image.current') })).toBeVisible();
    await userEvent.click(next());
    await waitFor(() =>
      expect(context.args.onSubmit).toHaveBeenCalledWith({ image: galleryImages[0] }),
    );
  },
};

/** Halfway through the upload: the progress bar, Next busy, the picker disabled. */
export const UploadProgress: Story = {
  args: { uploadProgress: 0.4 },
  play: async (context) => {
    const { t, canvas, next } = parts(context);
    const bar = canvas.getByRole('progressbar', { name: t('seller.logo.uploading') });
    await expect(bar).toHaveAttribute('value', '40');
    await expect(next()).toHaveAttribute('aria-busy', 'true');
  },
};

/** Interaction: the whole upload, from the pick to the hand-over, with its progress. */
export const Uploading: Story = {
  name: 'Uploading (interaction)',
  tags: ['interaction', '!autodocs'],
  render: (args) => <UploadingHost {...args} />,
  play: async (context) => {
    const { t, canvas, next, picker } = parts(context);
    const file = await fixtureFile('png');
    await chooseImage(picker(), file);
    await userEvent.click(next());
    // The bar shows until the play ends the upload; the form's checks before it may take a
    // second under load, so the wait is longer than Testing Library's default 1 s.
    await expect(
      await canvas.findByRole(
        'progressbar',
        { name: t('seller.logo.uploading') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
    finishUpload();
    await waitFor(() => expect(context.args.onSubmit).toHaveBeenCalledWith({ image: file }));
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** The upload or the save was refused: the message, and a new pick asks to clear it. */
export const ServerError: Story = {
  args: { serverError: 'The image could not be stored' },
  play: async (context) => {
    await findMessage(context.canvasElement, 'alert', 'The image could not be stored');
    await userEvent.upload(parts(context).picker(), await fixtureFile('jpeg'));
    await waitFor(() => expect(context.args.onEdit).toHaveBeenCalled());
  },
};

export const Dark: Story = { ...LogoRequired, parameters: { kit: { mode: 'dark' } } };
export const UploadProgressDark: Story = {
  ...UploadProgress,
  parameters: { kit: { mode: 'dark' } },
};

export const EmptyArabic = inLocale(Empty, 'ar');
export const LogoRequiredArabic = inLocale(LogoRequired, 'ar');
export const RefusesRenamedTextArabic = inLocale(RefusesRenamedText, 'ar');
export const UploadProgressArabic = inLocale(UploadProgress, 'ar');
export const CheckingImageArabic = inLocale(CheckingImage, 'ar');
export const CheckingImageHindi = inLocale(CheckingImage, 'hi');

/** Don't: an upload shown as a busy button alone, with no progress. */
export const DontBusyWithoutProgress: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  args: { submitting: true },
};
