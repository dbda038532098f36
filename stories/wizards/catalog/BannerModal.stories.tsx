import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Id } from '../../../src/api/types';
import { BannerModal, type BannerModalProps } from '../../../src/wizards/catalog';
import { fixtureFile } from '../../../tests/fixtures/images/browser';
import { inLocale } from '../../support/kit';
import {
  everyMessage,
  findDialog,
  inDialog,
  level1Options,
  modalArgs,
  opens,
  submits,
  level2Options,
  level3Options,
} from './support';
import { modalDocs, onPhone, screenModes } from '../../support/modes';
import { chooseImage } from '../../support/queries';

const TITLE = 'catalog.banner.modal';

/** A host whose category 2 and 3 choices follow the ones before, as BannerCatalog's do. */
function Cascading(props: BannerModalProps) {
  const [category1, setCategory1] = useState<Id | null>(null);
  const [category2, setCategory2] = useState<Id | null>(null);
  return (
    <BannerModal
      {...props}
      level2Options={category1 === 301 ? level2Options : []}
      level3Options={category2 === 311 ? level3Options : []}
      onCategory1Change={(id) => {
        props.onCategory1Change?.(id);
        setCategory1(id);
      }}
      onCategory2Change={(id) => {
        props.onCategory2Change?.(id);
        setCategory2(id);
      }}
    />
  );
}

const meta = {
  parameters: modalDocs,
  title: 'Wizards/Catalog/BannerModal',
  component: BannerModal,
  render: (args) => <Cascading {...args} />,
  args: {
    ...modalArgs(),
    onCategory1Change: fn(),
    onCategory2Change: fn(),
    level1Options,
    level2Options: [],
    level3Options: [],
  },
} satisfies Meta<typeof BannerModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { ...opens(TITLE), parameters: screenModes };

/** Categories 2 and 3 wait for their parent, as in Add Product: disabled, saying which to choose. */
export const CategoriesWaitForParent: Story = {
  play: async (context) => {
    const { t, field } = inDialog(context, await findDialog(context, TITLE));
    await expect(field('catalog.banner.category2')).toBeDisabled();
    await expect(field('catalog.banner.category2')).toHaveAccessibleDescription(
      t('catalog.chooseFirst', { parent: t('catalog.banner.category1') }),
    );
    await expect(field('catalog.banner.category3')).toBeDisabled();
  },
};

/** Every required message; categories 2 and 3 are optional. */
export const ValidationErrors: Story = {
  ...everyMessage(TITLE, [
    'validation.banner.category1Required',
    'validation.banner.orderRequired',
    'validation.banner.imageRequired',
    'validation.banner.sloganRequired',
    'validation.banner.buttonTextRequired',
  ]),
  parameters: screenModes,
};

/** A renamed program is refused as an image. */
export const NotAnImage: Story = {
  play: async (context) => {
    const { t, scope, field } = inDialog(context, await findDialog(context, TITLE));
    await userEvent.upload(field('catalog.banner.image'), await fixtureFile('exe'), {
      applyAccept: false,
    });
    await waitFor(() => expect(scope.getByText(t('media.imageType'))).toBeVisible());
  },
};

/** Fills the whole banner, as a merchant does; returns the values Save reports. */
const fillBanner = async ({ field }: ReturnType<typeof inDialog>) => {
  const file = await fixtureFile('png');
  await userEvent.selectOptions(field('catalog.banner.category1'), '301');
  await waitFor(() =>
    expect(within(field('catalog.banner.category2')).getAllByRole('option')).toHaveLength(2),
  );
  await userEvent.selectOptions(field('catalog.banner.category2'), '311');
  await waitFor(() =>
    expect(within(field('catalog.banner.category3')).getAllByRole('option')).toHaveLength(2),
  );
  await userEvent.selectOptions(field('catalog.banner.category3'), '321');
  await userEvent.type(field('catalog.banner.order'), '1');
  await chooseImage(field('catalog.banner.image'), file);
  await userEvent.type(field('catalog.banner.slogan'), 'Cook more');
  await userEvent.type(field('catalog.banner.buttonText'), 'Shop');
  return {
    category1_id: 301,
    category2_id: 311,
    category3_id: 321,
    order_id: 1,
    banner_url: file,
    banner_slogan: 'Cook more',
    banner_button_text: 'Shop',
  };
};

/** The whole banner: cascading categories, an image, slogan and button text. */
export const Filled: Story = submits(TITLE, fillBanner);

/**
 * On a short phone screen (390 × 600) the banner form is taller than the dialog can be: its title
 * and Save stay pinned, and only the fields scroll between them.
 */
export const ShortScreen: Story = {
  ...onPhone(600),
  play: async (context) => {
    await expect(window.innerHeight).toBe(600);
    const dialog = await findDialog(context, TITLE);
    const { t, scope, save } = inDialog(context, dialog);
    const title = scope.getByRole('heading', { name: t(TITLE) });
    const inView = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    };
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    await expect(inView(title) && inView(save())).toBe(true);
    const body = title.parentElement?.nextElementSibling as HTMLElement;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
  },
};

export const Saving: Story = { args: { submitting: true } };

const REFUSAL = 'Images must be 5 MB or smaller';

/** A host whose server refuses the save, as a catalog step does: the reason arrives after Save. */
function Refusing(props: BannerModalProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  return (
    <Cascading
      {...props}
      serverError={serverError}
      onSubmit={(values) => {
        props.onSubmit(values);
        setServerError(REFUSAL);
      }}
      onEdit={() => setServerError(null)}
    />
  );
}

/** The server refused the save: its reason above the fields, and what was typed is still there. */
export const ServerError: Story = {
  render: (args) => <Refusing {...args} />,
  play: async (context) => {
    const dialog = inDialog(context, await findDialog(context, TITLE));
    await fillBanner(dialog);
    await userEvent.click(dialog.save());
    await expect(await dialog.scope.findByRole('alert')).toHaveTextContent(REFUSAL);
    await expect(dialog.field('catalog.banner.slogan')).toHaveValue('Cook more');
    await expect(dialog.field('catalog.banner.buttonText')).toHaveValue('Shop');
  },
};

export const ValidationErrorsArabic = inLocale(ValidationErrors, 'ar');

/** Don't: an HTTP status as the refusal: a number, not what to change. */
export const DontStatusAsMessage: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  args: { serverError: '413 Payload Too Large' },
};
