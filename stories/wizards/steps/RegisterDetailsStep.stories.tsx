import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RegisterDetailsStep } from '../../../src/wizards';
import { inLocale, localized } from '../../support/kit';
import { demoProfile, provinces } from './fixtures';
import { screenModes } from '../../support/modes';

const meta = {
  title: 'Wizards/Steps/RegisterDetails',
  component: RegisterDetailsStep,
  args: { profile: demoProfile(), provinces, onNext: fn() },
} satisfies Meta<typeof RegisterDetailsStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The value the summary gives a label: the `<dd>` after its `<dt>`. */
function valueOf(canvasElement: HTMLElement, label: string) {
  return within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling;
}

/** The demo store's profile as label/value lists: nothing looks like a field to edit. */
export const Default: Story = {
  parameters: screenModes,
  play: async (context) => {
    const { t, canvas } = localized(context);
    const value = (key: string) => valueOf(context.canvasElement, t(key));
    await expect(value('wizard.fields.businessName')).toHaveTextContent('Acme Home Stores');
    await expect(value('wizard.fields.type')).toHaveTextContent(t('wizard.fields.organization'));
    await expect(value('wizard.fields.gender')).toHaveTextContent(t('wizard.fields.female'));
    await expect(canvas.queryAllByRole('textbox')).toHaveLength(0);
    await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
  },
};

/** Next moves on without a call. */
export const Next: Story = {
  name: 'Next (interaction)',
  tags: ['interaction', '!autodocs'],
  play: async (context) => {
    const { button } = localized(context);
    await userEvent.click(button('wizard.frame.next'));
    await expect(context.args.onNext).toHaveBeenCalledTimes(1);
  },
};

/** A profile with nothing filled in yet: each value says it was not given. */
export const Empty: Story = {
  args: {
    profile: {
      id: 9,
      business_type: null,
      business_vertical_name: null,
      business_vertical_description: null,
      business_name: null,
      business_subdomain: null,
      legal_name: null,
      addressline1: null,
      addressline2: null,
      street_no: null,
      street_name: null,
      area_name: null,
      region_name: null,
      zip: null,
      stateshort: null,
      point_of_contact: null,
    },
  },
  play: async (context) => {
    const { t } = localized(context);
    const value = (key: string) => valueOf(context.canvasElement, t(key));
    await expect(value('wizard.fields.businessName')).toHaveTextContent(
      t('wizard.summary.notGiven'),
    );
    await expect(value('wizard.fields.type')).toHaveTextContent(t('wizard.summary.notGiven'));
  },
};

export const DefaultArabic = inLocale(Default, 'ar');

/** Don't: Back on the first step, where there is nothing before it. */
export const DontBackOnFirstStep: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  args: { onBack: fn() },
};
