import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RegisterForm } from '../../src/account/RegisterForm';
import { inLocale, localized, startsWith } from '../support/kit';
import { findMessage } from '../support/queries';
import { pageContent, screenModes } from '../support/modes';

const TAKEN = 'admin@acme.example.com';

const meta = {
  title: 'Account/Register',
  component: RegisterForm,
  args: {
    onSubmit: fn(),
    onEdit: fn(),
    onUsernameBlur: fn(),
    checkUsername: fn(async (username: string) => username === TAKEN),
    usernameCheckDelay: 150,
  },
  parameters: pageContent,
} satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The fields' label keys. */
const f = {
  firstName: 'account.register.firstName',
  lastName: 'account.register.lastName',
  phone: 'account.register.phone',
  username: 'account.register.username',
  password: 'account.register.password',
  confirmPassword: 'account.register.confirmPassword',
  submit: 'account.register.submit',
};

const filled = {
  firstName: 'Asha',
  lastName: 'Rao',
  phone: '9876543210',
  username: 'asha.rao',
  password: 'Secret#2024',
  confirmPassword: 'Secret#2024',
};

export const Default: Story = {
  parameters: screenModes,
  play: async (context) => {
    const { t, canvas, field } = localized(context);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('account.register.title') }),
    ).toBeVisible();
    await expect(field(f.phone)).toHaveAttribute('inputmode', 'numeric');
    await expect(canvas.getByRole('link', { name: t('account.register.signIn') })).toHaveAttribute(
      'href',
      '#/auth/login',
    );
  },
};

export const Filled: Story = {
  args: { defaultValues: filled },
  play: async (context) => {
    const { t, canvas, button } = localized(context);
    await expect(
      canvas.getByText(t('account.strength.label', { level: t('account.strength.strong') })),
    ).toBeVisible();
    await userEvent.click(button(f.submit));
    await expect(context.args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

/** A failed submit: every message, and focus on First Name, the first field a reader meets. */
export const ValidationErrors: Story = {
  parameters: screenModes,
  play: async (context) => {
    const { t, field, button } = localized(context);
    await userEvent.click(button(f.submit));
    // The rules run asynchronously: the messages show a render after the click.
    await waitFor(() =>
      expect(field(f.firstName)).toHaveAccessibleDescription(
        t('validation.register.firstNameRequired'),
      ),
    );
    await expect(field(f.phone)).toHaveAccessibleDescription(
      t('validation.register.phoneRequired'),
    );
    await expect(field(f.username)).toHaveAccessibleDescription(
      t('validation.register.usernameRequired'),
    );
    await expect(field(f.password)).toHaveAccessibleDescription(
      startsWith(t('validation.register.passwordRequired')),
    );
    await expect(field(f.confirmPassword)).toHaveAccessibleDescription(
      t('validation.register.confirmPasswordRequired'),
    );
    await expect(field(f.lastName)).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(field(f.firstName)).toHaveFocus());
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Names and phone filled: focus goes to Username, the first field still invalid. */
export const FocusFirstInvalid: Story = {
  args: { defaultValues: { firstName: 'Asha', phone: '9876543210' } },
  play: async (context) => {
    const { field, button } = localized(context);
    await userEvent.click(button(f.submit));
    await waitFor(() => expect(field(f.username)).toHaveFocus());
  },
};

export const TakenUsername: Story = {
  play: async (context) => {
    const { t, field } = localized(context);
    await userEvent.type(field(f.username), TAKEN);
    await userEvent.tab();
    await waitFor(() => expect(field(f.username)).toHaveValue(''));
    await expect(context.args.checkUsername).toHaveBeenCalledWith(TAKEN, expect.any(AbortSignal));
    await expect(field(f.username)).toHaveAccessibleDescription(
      t('validation.register.usernameTaken'),
    );
    await expect(field(f.username)).toHaveFocus();
    await expect(context.args.onUsernameBlur).toHaveBeenCalledWith(TAKEN);
  },
};

/**
 * A slow availability check: after a while the form says it is checking, beside the label, and
 * nothing below the label moves (a press on Register cannot land between two positions).
 */
export const CheckingUsername: Story = {
  args: { checkUsername: fn((_username: string) => new Promise<boolean>(() => undefined)) },
  play: async (context) => {
    const { t, canvas, field, button } = localized(context);
    const top = (element: HTMLElement) => element.getBoundingClientRect().top;
    const register = button(f.submit);
    const before = { password: top(field(f.password)), register: top(register) };
    await userEvent.type(field(f.username), 'asha.rao');
    await userEvent.tab();
    const checking = await canvas.findByText(t('account.register.checkingUsername'));
    await expect(checking).toBeVisible();
    await expect(field(f.username)).toHaveAccessibleDescription(
      t('account.register.checkingUsername'),
    );
    await expect(context.args.checkUsername).toHaveBeenCalledWith(
      'asha.rao',
      expect.any(AbortSignal),
    );
    await expect(top(field(f.password))).toBe(before.password);
    await expect(top(register)).toBe(before.register);
  },
};

/**
 * The same at 320 px, the narrowest phone: the label and 'Checking username…' still share one
 * row in every language (the Hindi and Arabic copies below), so nothing moves there either.
 */
export const CheckingUsernameNarrow: Story = {
  ...CheckingUsername,
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
};

export const PasswordMismatch: Story = {
  play: async (context) => {
    const { t, field } = localized(context);
    await userEvent.type(field(f.password), 'Secret#1');
    await userEvent.type(field(f.confirmPassword), 'Secret#2');
    await userEvent.tab();
    await expect(field(f.confirmPassword)).toHaveValue('');
    await expect(field(f.confirmPassword)).toHaveAccessibleDescription(
      t('validation.register.passwordMismatch'),
    );
  },
};

export const Busy: Story = {
  args: { defaultValues: filled, submitting: true },
  play: async (context) => {
    const button = localized(context).button(f.submit);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's refusal; editing a field asks the host to clear it. */
export const ServerError: Story = {
  args: { defaultValues: filled, serverError: 'Username Already Exist' },
  play: async (context) => {
    await findMessage(context.canvasElement, 'alert', 'Username Already Exist');
    await userEvent.type(localized(context).field(f.lastName), 'n');
    await expect(context.args.onEdit).toHaveBeenCalled();
  },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 320 }} data-testid="frame">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTestId('frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

/**
 * A store without an owner: its first company admin gives the setup code the server printed
 * (docs/api-contract.md, "Claiming a store"); the field is required and explained.
 */
export const ClaimingStore: Story = {
  args: { setupCode: true, defaultValues: filled },
  play: async (context) => {
    const { t, canvas, field, button } = localized(context);
    const code = field('account.register.setupCode');
    await expect(code).toHaveAccessibleDescription(t('account.register.setupCodeHint'));
    await expect(code).toBeRequired();
    await userEvent.click(button(f.submit));
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByText(t('validation.register.setupCodeRequired'))).toBeVisible();
    await waitFor(() => expect(code).toHaveFocus());
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(code, 'k7qm-2xpd-9fha');
    await userEvent.click(button(f.submit));
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      ...filled,
      setupCode: 'k7qm-2xpd-9fha',
    });
  },
};

// The same plays in Arabic (right to left): nothing in them is English.
export const DefaultArabic = inLocale(Default, 'ar');
export const FilledArabic = inLocale(Filled, 'ar');
export const ValidationErrorsArabic = inLocale(ValidationErrors, 'ar');
export const FocusFirstInvalidArabic = inLocale(FocusFirstInvalid, 'ar');
export const TakenUsernameArabic = inLocale(TakenUsername, 'ar');
export const CheckingUsernameArabic = inLocale(CheckingUsername, 'ar');
export const CheckingUsernameNarrowArabic = inLocale(CheckingUsernameNarrow, 'ar');
export const CheckingUsernameNarrowHindi = inLocale(CheckingUsernameNarrow, 'hi');
export const PasswordMismatchArabic = inLocale(PasswordMismatch, 'ar');
export const BusyArabic = inLocale(Busy, 'ar');
export const ServerErrorArabic = inLocale(ServerError, 'ar');
export const NarrowArabic = inLocale(Narrow, 'ar');
export const ClaimingStoreArabic = inLocale(ClaimingStore, 'ar');
export const ClaimingStoreHindi = inLocale(ClaimingStore, 'hi');

/** Don't: the username locked on a registration that came without an invitation. */
export const DontLockedWithoutInvitation: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  args: { lockedUsername: 'admin@acme.example.com' },
};
