import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../../src/components/Button';
import { useKitTranslation } from '../../../../src/i18n/useKitTranslation';
import { BrandModal, type BrandModalProps } from '../../../../src/wizards/catalog/brand';
import { inLocale, localized, startsWith } from '../../../support/kit';
import { findMessage } from '../../../support/queries';
import { modalDocs, screenModes } from '../../../support/modes';

/** An opener, as the Add Product step has, so the story shows focus leaving and coming back. */
function Host(props: BrandModalProps) {
  const { t } = useKitTranslation();
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('seller.product.addBrand')}</Button>
      <BrandModal
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Wizards/Catalog/BrandModal',
  component: BrandModal,
  parameters: modalDocs,
  args: { open: true, onClose: fn(), onSubmit: fn(), onEdit: fn() },
  render: (args) => <Host {...args} />,
} satisfies Meta<typeof BrandModal>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

function parts(context: Context) {
  const { t } = localized(context);
  const dialog = () => within(document.body).getByRole('dialog', { name: t('seller.brand.title') });
  return {
    t,
    dialog,
    name: () => within(dialog()).getByLabelText(startsWith(t('seller.brand.name'))),
    save: () => within(dialog()).getByRole('button', { name: t('catalog.save') }),
  };
}

/** Open: the title, focus in the name field. */
export const Default: Story = {
  parameters: screenModes,
  play: async (context) => {
    const { name } = parts(context);
    await waitFor(() => expect(name()).toHaveFocus());
  },
};

/** Save with no name: 'Brand Name is required'. */
export const NameRequired: Story = {
  play: async (context) => {
    const { t, name, save } = parts(context);
    await userEvent.click(save());
    await waitFor(() =>
      expect(name()).toHaveAccessibleDescription(t('validation.product.brandRequired')),
    );
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  play: async (context) => {
    const { name } = parts(context);
    await userEvent.type(name(), 'Initech{Enter}');
    await expect(context.args.onSubmit).toHaveBeenCalledWith({ brand_name: 'Initech' });
  },
};

/** Once a name is typed, Escape keeps the dialog and says why; the close (×) button closes it. */
export const EscapeKeepsTyping: Story = {
  play: async (context) => {
    const { t, dialog, name } = parts(context);
    await userEvent.type(name(), 'Ini');
    await userEvent.keyboard('{Escape}');
    // Still open (the entrance animation may still be fading it in on a busy machine).
    await waitFor(() => expect(dialog()).toBeVisible());
    await expect(context.args.onClose).not.toHaveBeenCalled();
    await expect(within(dialog()).getByText(t('catalog.escapeKept'))).toHaveAttribute(
      'role',
      'status',
    );
    await userEvent.click(within(dialog()).getByRole('button', { name: t('data.modal.close') }));
    await expect(context.args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Saving: Story = {
  args: { submitting: true },
  play: async (context) => {
    const { t, dialog } = parts(context);
    await expect(
      within(dialog()).getByRole('button', { name: t('catalog.saving') }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  args: { serverError: 'Brand already exists' },
  play: async (context) => {
    const { dialog, name } = parts(context);
    await findMessage(dialog(), 'alert', 'Brand already exists');
    await userEvent.type(name(), 'x');
    await expect(context.args.onEdit).toHaveBeenCalled();
  },
};

export const Dark: Story = { ...NameRequired, parameters: { kit: { mode: 'dark' } } };
export const DefaultArabic = inLocale(Default, 'ar');
export const NameRequiredArabic = inLocale(NameRequired, 'ar');
export const ServerErrorArabic = inLocale(ServerError, 'ar');

/** Don't: a refusal that says nothing of what went wrong or what to do. */
export const DontVagueRefusal: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  args: { serverError: 'Something went wrong.' },
};
