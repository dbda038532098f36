import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ChangePasswordForm } from '../../src/account/ChangePasswordForm';
import { inLocale, localized, startsWith } from '../support/kit';
import { findMessage } from '../support/queries';
import { pageContent, screenModes } from '../support/modes';

const meta = {
  title: 'Account/ChangePassword',
  component: ChangePasswordForm,
  args: { onSubmit: fn(), onEdit: fn(), kind: 'company' },
  parameters: pageContent,
} satisfies Meta<typeof ChangePasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const password = 'account.changePassword.newPassword';
const confirmPassword = 'account.changePassword.confirmPassword';
const submit = 'account.changePassword.submit';

export const Default: Story = {
  parameters: screenModes,
  play: async (context) => {
    const { t, canvas } = localized(context);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('account.changePassword.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('account.changePassword.subtitleCompany'))).toBeVisible();
  },
};

export const Seller: Story = {
  args: { kind: 'seller' },
  play: async (context) => {
    const { t, canvas } = localized(context);
    await expect(canvas.getByText(t('account.changePassword.subtitleSeller'))).toBeVisible();
  },
};

export const Filled: Story = {
  args: { defaultValues: { password: 'New#pass2024', confirmPassword: 'New#pass2024' } },
  play: async (context) => {
    await userEvent.type(localized(context).field(confirmPassword), '{Enter}');
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      password: 'New#pass2024',
      confirmPassword: 'New#pass2024',
    });
  },
};

/** A failed submit: both messages, and focus on New Password (not Confirm Password). */
export const ValidationErrors: Story = {
  parameters: screenModes,
  play: async (context) => {
    const { t, field, button } = localized(context);
    await userEvent.click(button(submit));
    // The rules run asynchronously: the messages show a render after the click.
    await waitFor(() =>
      expect(field(password)).toHaveAccessibleDescription(
        startsWith(t('validation.changePassword.passwordRequired')),
      ),
    );
    await expect(field(confirmPassword)).toHaveAccessibleDescription(
      t('validation.changePassword.confirmPasswordRequired'),
    );
    await waitFor(() => expect(field(password)).toHaveFocus());
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordNotMatch: Story = {
  play: async (context) => {
    const { t, field } = localized(context);
    await userEvent.type(field(password), 'New#pass1');
    await userEvent.type(field(confirmPassword), 'New#pass2');
    await userEvent.tab();
    await expect(field(confirmPassword)).toHaveValue('');
    await expect(field(confirmPassword)).toHaveAccessibleDescription(
      t('validation.changePassword.passwordMismatch'),
    );
  },
};

export const Busy: Story = {
  args: {
    submitting: true,
    defaultValues: { password: 'New#pass1', confirmPassword: 'New#pass1' },
  },
  play: async (context) => {
    const button = localized(context).button(submit);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's refusal; editing a field asks the host to clear it. */
export const ServerError: Story = {
  args: {
    serverError: 'Password Not Match',
    defaultValues: { password: 'a', confirmPassword: 'a' },
  },
  play: async (context) => {
    const alert = await findMessage(context.canvasElement, 'alert', 'Password Not Match');
    await expect(alert).toHaveAttribute('data-tone', 'danger');
    await userEvent.type(localized(context).field(password), 'b');
    await expect(context.args.onEdit).toHaveBeenCalled();
  },
};

/**
 * A voluntary change: Current password first, required, sent with the new one (a token alone
 * cannot change the password: docs/api-contract.md, "Sessions").
 */
export const Voluntary: Story = {
  args: {
    askCurrent: true,
    defaultValues: { password: 'New#pass2024', confirmPassword: 'New#pass2024' },
  },
  play: async (context) => {
    const { t, canvas, field, button } = localized(context);
    const current = field('account.changePassword.currentPassword');
    await expect(current).toBeRequired();
    await userEvent.click(button(submit));
    await expect(
      await canvas.findByText(t('validation.changePassword.currentPasswordRequired')),
    ).toBeVisible();
    await waitFor(() => expect(current).toHaveFocus());
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(current, 'Old#pass2023');
    await userEvent.click(button(submit));
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      password: 'New#pass2024',
      confirmPassword: 'New#pass2024',
      currentPassword: 'Old#pass2023',
    });
  },
};

// The same plays in Arabic (right to left): nothing in them is English.
export const DefaultArabic = inLocale(Default, 'ar');
export const SellerArabic = inLocale(Seller, 'ar');
export const FilledArabic = inLocale(Filled, 'ar');
export const ValidationErrorsArabic = inLocale(ValidationErrors, 'ar');
export const PasswordNotMatchArabic = inLocale(PasswordNotMatch, 'ar');
export const BusyArabic = inLocale(Busy, 'ar');
export const ServerErrorArabic = inLocale(ServerError, 'ar');
export const VoluntaryArabic = inLocale(Voluntary, 'ar');
export const VoluntaryHindi = inLocale(Voluntary, 'hi');

/** Don't: the heading reworded into the forgotten-password flow this form is not. */
export const DontResetTitle: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  args: { title: 'Reset password' },
};
