import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ActivationNotice } from '../../src/account/ActivationNotice';
import { SignInForm } from '../../src/account/SignInForm';
import { inLocale, localized, storyT } from '../support/kit';
import { findMessage } from '../support/queries';
import { pageContent, screenModes } from '../support/modes';

const meta = {
  title: 'Account/SignIn',
  component: SignInForm,
  args: { onSubmit: fn(), onEdit: fn() },
  parameters: pageContent,
} satisfies Meta<typeof SignInForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const username = 'account.signIn.username';
const password = 'account.signIn.password';
const submit = 'account.signIn.submit';

export const Default: Story = {
  parameters: screenModes,
  play: async (context) => {
    const { t, canvas } = localized(context);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('account.signIn.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('account.signIn.createAccount') }),
    ).toHaveAttribute('href', '#/auth/Register');
    await expect(canvas.queryByText(t('validation.login.usernameRequired'))).toBeNull();
  },
};

export const Filled: Story = {
  args: { defaultValues: { username: 'admin@acme.example.com', password: 'Demo@1234' } },
  play: async (context) => {
    await userEvent.type(localized(context).field(password), '{Enter}');
    // The rules are a chunk of their own (fetched after first paint): validation is async.
    await waitFor(() =>
      expect(context.args.onSubmit).toHaveBeenCalledWith({
        username: 'admin@acme.example.com',
        password: 'Demo@1234',
      }),
    );
  },
};

/** A failed submit: both messages, and focus on the first invalid field. */
export const ValidationErrors: Story = {
  parameters: screenModes,
  play: async (context) => {
    const { t, field, button } = localized(context);
    await userEvent.click(button(submit));
    await waitFor(() =>
      expect(field(username)).toHaveAccessibleDescription(t('validation.login.usernameRequired')),
    );
    await expect(field(username)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field(username)).toHaveFocus());
    await expect(field(password)).toHaveAccessibleDescription(
      t('validation.login.passwordRequired'),
    );
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Username filled, password empty: focus skips to Password, the first invalid field. */
export const FocusFirstInvalid: Story = {
  args: { defaultValues: { username: 'asha' } },
  play: async (context) => {
    const { field, button } = localized(context);
    await userEvent.click(button(submit));
    await waitFor(() => expect(field(password)).toHaveFocus());
  },
};

export const Busy: Story = {
  args: { submitting: true, defaultValues: { username: 'asha', password: 'Secret#1' } },
  play: async (context) => {
    const button = localized(context).button(submit);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's refusal, in red and announced; editing a field asks the host to clear it. */
export const ServerError: Story = {
  args: {
    serverError: 'Invalid username or password',
    defaultValues: { username: 'asha', password: 'wrong' },
  },
  play: async (context) => {
    const alert = await findMessage(context.canvasElement, 'alert', 'Invalid username or password');
    await expect(alert).toHaveAttribute('data-tone', 'danger');
    await userEvent.type(localized(context).field(password), 'x');
    await expect(context.args.onEdit).toHaveBeenCalled();
  },
};

export const VerifiedCompany: Story = {
  args: { notice: <ActivationNotice status="success" kind="company" /> },
  play: async (context) => {
    const { t, canvas } = localized(context);
    const message = canvas.getByText(t('account.activation.verifiedCompany'));
    await expect(message).toBeVisible();
    await expect(message.closest('[role="status"]')).toHaveAttribute('data-tone', 'success');
  },
};

export const VerifiedSeller: Story = {
  args: { notice: <ActivationNotice status="success" kind="seller" /> },
  play: async (context) => {
    const { t, canvas } = localized(context);
    const message = canvas.getByText(t('account.activation.verifiedSeller'));
    await expect(message).toBeVisible();
    await expect(message.closest('[role="status"]')).toHaveAttribute('data-tone', 'success');
  },
};

export const ActivationFailed: Story = {
  args: {
    notice: <ActivationNotice status="error" kind="company" />,
  },
  play: async (context) => {
    await findMessage(context.canvasElement, 'alert', storyT(context)('account.activation.failed'));
  },
};

/** The card at a 320 px wide phone: nothing overflows sideways. */
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

export const Dark: Story = {
  ...ValidationErrors,
  args: { serverError: 'Invalid username or password' },
  parameters: { kit: { mode: 'dark' } },
};

// The same plays in Arabic (right to left): nothing in them is English.
export const DefaultArabic = inLocale(Default, 'ar');
export const FilledArabic = inLocale(Filled, 'ar');
export const ValidationErrorsArabic = inLocale(ValidationErrors, 'ar');
export const FocusFirstInvalidArabic = inLocale(FocusFirstInvalid, 'ar');
export const BusyArabic = inLocale(Busy, 'ar');
export const ServerErrorArabic = inLocale(ServerError, 'ar');
export const VerifiedCompanyArabic = inLocale(VerifiedCompany, 'ar');
export const VerifiedSellerArabic = inLocale(VerifiedSeller, 'ar');
export const ActivationFailedArabic = inLocale(ActivationFailed, 'ar');
export const NarrowArabic = inLocale(Narrow, 'ar');

/** Don't: the spec's heading replaced by a greeting that does not say what the form does. */
export const DontVagueTitle: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  args: { title: 'Welcome' },
};
