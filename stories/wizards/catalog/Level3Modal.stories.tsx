import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Id } from '../../../src/api/types';
import { Level3Modal, type Level3ModalProps } from '../../../src/wizards/catalog';
import { inLocale, storyT } from '../../support/kit';
import {
  everyMessage,
  findDialog,
  inDialog,
  level1Options,
  modalArgs,
  opens,
  refused,
  submits,
} from './support';
import { modalDocs, screenModes } from '../../support/modes';

const TITLE = 'catalog.level3.modal';
const byLevel1: Record<number, { value: Id; label: string }[]> = {
  301: [{ value: 311, label: 'Pans' }],
  302: [{ value: 312, label: 'Mixers' }],
};

/** A host that offers the level 2 categories of the chosen level 1, as Level3Catalog does. */
function Cascading(props: Level3ModalProps) {
  const [level1, setLevel1] = useState<Id | null>(null);
  return (
    <Level3Modal
      {...props}
      level2Options={level1 === null ? [] : (byLevel1[level1] ?? [])}
      onLevel1Change={(id) => {
        props.onLevel1Change?.(id);
        setLevel1(id);
      }}
    />
  );
}

const meta = {
  parameters: modalDocs,
  title: 'Wizards/Catalog/Level3Modal',
  component: Level3Modal,
  render: (args) => <Cascading {...args} />,
  args: { ...modalArgs(), onLevel1Change: fn(), level1Options, level2Options: [] },
} satisfies Meta<typeof Level3Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { ...opens(TITLE), parameters: screenModes };

export const ValidationErrors: Story = {
  ...everyMessage(TITLE, [
    'validation.level3.level1Required',
    'validation.level3.level2Required',
    'validation.level3.nameRequired',
    'validation.level3.orderRequired',
  ]),
  parameters: screenModes,
};

/** The level 2 choices follow the level 1: choosing another one empties Level2 Category. */
export const Cascade: Story = submits(TITLE, async ({ field }, { args }) => {
  const level2 = () => field('catalog.level3.level2');
  await userEvent.selectOptions(field('catalog.level3.level1'), '302');
  await waitFor(() => expect(within(level2()).getAllByRole('option')).toHaveLength(2));
  await userEvent.selectOptions(level2(), '312');
  await userEvent.selectOptions(field('catalog.level3.level1'), '301');
  await expect(level2()).toHaveValue('');
  await expect(args.onLevel1Change).toHaveBeenLastCalledWith(301);
  await userEvent.selectOptions(level2(), '311');
  await userEvent.type(field('catalog.level3.name'), 'Woks');
  await userEvent.type(field('catalog.level3.order'), '3');
  return { level1_id: 301, level2_id: 311, level3_name: 'Woks', level3_order_id: 3 };
});

/** The level 2 options of the chosen level 1 are still loading. */
/** A level 1 is chosen while its level 2 options load: the field is busy and says they are coming. */
export const LoadingOptions: Story = {
  args: { level2Loading: true },
  play: async (context) => {
    const { field, t } = inDialog(context, await findDialog(context, TITLE));
    await userEvent.selectOptions(field('catalog.level3.level1'), '302');
    await expect(context.args.onLevel1Change).toHaveBeenLastCalledWith(302);
    await expect(field('catalog.level3.level2')).toHaveAttribute('aria-busy', 'true');
    await expect(field('catalog.level3.level2')).toHaveAccessibleDescription(
      t('catalog.loadingOptions'),
    );
  },
};

export const Saving: Story = { args: { submitting: true } };

export const ServerError: Story = refused(TITLE, 'Level 2 category not found');

export const ValidationErrorsArabic = inLocale(ValidationErrors, 'ar');

/** Interaction: while a save is on its way a second press sends nothing; Cancel still closes. */
export const PressingSaveWhileSaving: Story = {
  args: { submitting: true },
  play: async (context) => {
    const { scope, t } = inDialog(context, await findDialog(context, TITLE));
    const saving = scope.getByRole('button', { name: t('catalog.saving') });
    await userEvent.click(saving);
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(scope.getByRole('button', { name: t('catalog.cancel') }));
    await expect(context.args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Do (docs only): an Arabic reader's refusal, the kit's words for the server's code. */
export const DoTranslatedRefusal: Story = {
  tags: ['!dev', '!test', '!autodocs'],
  parameters: { kit: { locale: 'ar', direction: 'rtl' } },
  render: (args, context) => (
    <Cascading {...args} serverError={storyT(context)('errors.code.catalog-entry-not-found')} />
  ),
};

/** Don't: the server's English message handed as it came to an Arabic reader. */
export const DontUntranslatedRefusal: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  args: { serverError: 'Catalog entry not found' },
  parameters: { kit: { locale: 'ar', direction: 'rtl' } },
};
