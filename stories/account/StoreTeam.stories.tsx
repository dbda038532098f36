import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoreTeam } from '../../src/team';
import { ApiError } from '../../src/kernel/errors';
import { createMemoryApi, testApi } from '../../src/testing';
import { FIXED_NOW } from '../../.storybook/clock';
import { createMemoryStorage } from '../../src/api/session/storage';
import { createSessionStore } from '../../src/api/session/SessionStore';
import type { BackofficeApi } from '../../src/api/BackofficeApi';
import { MemoryBackend, type StoryBackend } from './MemoryBackend';
import { inLocale, storyT } from '../support/kit';
import { findMessage } from '../support/queries';
import { screenModes } from '../support/modes';
import { OWNER, SECOND, TEAM_PASSWORD, teamSeed } from '../support/teamSeed';

interface TeamBackend extends StoryBackend {
  companyId: number;
}

/** The owner signed in; `invite` pending invitations made first. */
async function ownerBackend(invite: string[] = []): Promise<TeamBackend> {
  // Loaders run before the story's frozen clock: the invitations' expiry reads this one instead.
  const api = createMemoryApi(teamSeed(), {
    tenant: 'acme',
    delay: 200,
    now: () => new Date(FIXED_NOW),
  });
  const [signed] = await api.account.signIn({
    username: 'priya.owner@acme.example.com',
    pw: TEAM_PASSWORD,
  });
  const asOwner = api.memory.withToken(signed!.access_token ?? null);
  for (const email of invite) {
    await asOwner.invitations.create(signed!.company_po_id!, { email, current_pw: TEAM_PASSWORD });
  }
  return {
    api: asOwner,
    session: createSessionStore(createMemoryStorage()),
    companyId: signed!.company_po_id!,
  };
}

const meta = {
  title: 'Account/StoreTeam',
  component: StoreTeam,
  args: { companyId: 1, currentUserId: OWNER, onOwnershipTransferred: fn() },
  loaders: [async (): Promise<TeamBackend> => ownerBackend(['asha.invited@example.com'])],
  render: (args, { loaded }) => {
    const backend = loaded as TeamBackend;
    return (
      <MemoryBackend backend={backend}>
        <StoreTeam {...args} companyId={backend.companyId} />
      </MemoryBackend>
    );
  },
} satisfies Meta<typeof StoreTeam>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's view: admins (the owner marked), a pending invitation, the Invite form. */
export const Default: Story = {
  parameters: screenModes,
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const mine = (await canvas.findByText('priya.owner@acme.example.com')).closest('li')!;
    await expect(within(mine).getByText(t('team.owner'))).toBeVisible();
    await expect(within(mine).queryByRole('button')).toBeNull();
    await expect(canvas.getByText('asha.invited@example.com')).toBeVisible();
    // A newcomer who has not activated can be removed, not made the owner.
    await expect(
      canvas.getByRole('button', { name: t('team.removeLabel', { name: 'Kiran Sharma' }) }),
    ).toBeEnabled();
    await expect(
      canvas.queryByRole('button', { name: t('team.transferLabel', { name: 'Kiran Sharma' }) }),
    ).toBeNull();
  },
};

/** No invitation pending: the list says so. */
export const NoPendingInvitations: Story = {
  loaders: [async (): Promise<TeamBackend> => ownerBackend()],
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(storyT(context)('team.noInvitations'))).toBeVisible();
  },
};

/** While the team loads. */
export const Loading: Story = {
  loaders: [
    async (): Promise<TeamBackend> => ({
      // An answer that never comes: the panel stays loading.
      api: testApi({
        admins: { list: () => new Promise(() => {}) },
        invitations: { list: () => new Promise(() => {}) },
      }) as StoryBackend['api'],
      session: createSessionStore(createMemoryStorage()),
      companyId: 1,
    }),
  ],
  play: async (context) => {
    await findMessage(context.canvasElement, 'status', storyT(context)('team.loading'));
  },
};

function failingApi(): BackofficeApi {
  let calls = 0;
  return testApi({
    admins: {
      list: async () => {
        calls += 1;
        if (calls === 1) throw new ApiError('down', { kind: 'network' });
        return [
          {
            user_id: OWNER,
            username: 'priya.owner@acme.example.com',
            first_name: 'Priya',
            last_name: 'Sharma',
            activated: true,
            owner: true,
          },
        ];
      },
    },
    invitations: { list: async () => [] },
  });
}

/** The team could not be loaded: the reason, and Retry (which here succeeds). */
export const FailedWithRetry: Story = {
  loaders: [
    async (): Promise<TeamBackend> => ({
      api: failingApi() as StoryBackend['api'],
      session: createSessionStore(createMemoryStorage()),
      companyId: 1,
    }),
  ],
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await findMessage(context.canvasElement, 'alert', t('team.loadFailed'));
    // The failure with its way out; Retry loading the team is a unit test (storeTeam.test.tsx).
    await expect(canvas.getByRole('button', { name: t('team.retry') })).toBeVisible();
  },
};

/** Another admin opens the page: only the owner manages the team. */
export const NotTheOwner: Story = {
  loaders: [
    async (): Promise<TeamBackend> => {
      const backend = await ownerBackend();
      const [second] = await backend.api.account.signIn({
        username: 'ravi.admin@acme.example.com',
        pw: TEAM_PASSWORD,
      });
      return { ...backend, api: backend.api.memory.withToken(second!.access_token ?? null) };
    },
  ],
  play: async (context) => {
    await findMessage(context.canvasElement, 'status', storyT(context)('errors.code.owner-only'));
  },
};

/** The open question's dialog, and its password field (which has focus). */
async function passwordDialog(title: string, t: (key: string) => string) {
  const dialog = await within(document.body).findByRole('dialog', { name: title });
  // The input, not its show toggle (whose name starts with the label in some languages).
  const password = within(dialog)
    .getAllByLabelText(new RegExp(`^${t('team.password')}`))
    .find((element) => element.tagName === 'INPUT')!;
  await waitFor(() => expect(password).toHaveFocus());
  return { dialog, password };
}

/**
 * Opens the question of `admin`'s row (`labelKey`: its button), answers it with the owner's
 * password and confirms it (`confirmKey`: the dialog's button).
 */
async function answerForRow(
  context: Parameters<NonNullable<Story['play']>>[0],
  labelKey: string,
  titleKey: string,
  confirmKey: string,
) {
  const t = storyT(context);
  const canvas = within(context.canvasElement);
  await userEvent.click(
    await canvas.findByRole('button', { name: t(labelKey, { name: 'Ravi Sharma' }) }),
  );
  const { dialog, password } = await passwordDialog(t(titleKey), t);
  await userEvent.type(password, TEAM_PASSWORD);
  await userEvent.click(within(dialog).getByRole('button', { name: t(confirmKey) }));
}

/** Invite by e-mail: the owner's password is asked for, then it is sent; then revoked. */
export const InviteAndRevoke: Story = {
  loaders: [async (): Promise<TeamBackend> => ownerBackend()],
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const email = await canvas.findByLabelText(new RegExp(`^${t('team.email')}`));
    await userEvent.type(email, 'nisha@example.com{Enter}');
    const { dialog, password } = await passwordDialog(t('team.inviteTitle'), t);
    await expect(dialog).toHaveAccessibleDescription(
      t('team.inviteText', { email: 'nisha@example.com' }),
    );
    await userEvent.type(password, `${TEAM_PASSWORD}{Enter}`);
    await findMessage(
      context.canvasElement,
      'status',
      t('team.invited', { email: 'nisha@example.com' }),
    );
    await userEvent.click(
      await canvas.findByRole('button', {
        name: t('team.revokeLabel', { email: 'nisha@example.com' }),
      }),
    );
    await findMessage(
      context.canvasElement,
      'status',
      t('team.revoked', { email: 'nisha@example.com' }),
    );
  },
};

/** Remove asks for the owner's password (the field has focus); nothing is sent without it. */
export const AsksForPassword: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('team.removeLabel', { name: 'Ravi Sharma' }) }),
    );
    const { dialog, password } = await passwordDialog(t('team.removeTitle'), t);
    await expect(dialog).toHaveAccessibleDescription(t('team.removeText', { name: 'Ravi Sharma' }));
    // Confirmed empty: the field says what it needs, and keeps focus.
    await userEvent.click(within(dialog).getByRole('button', { name: t('team.remove') }));
    await expect(password).toHaveAccessibleDescription(
      expect.stringContaining(t('team.passwordRequired')),
    );
    await expect(password).toHaveFocus();
  },
};

/** A wrong password is refused, in the dialog; the field is emptied to type it again. */
export const WrongPassword: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('team.transferLabel', { name: 'Ravi Sharma' }) }),
    );
    const { dialog, password } = await passwordDialog(t('team.transferTitle'), t);
    await userEvent.type(password, 'not-my-Password-1{Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      t('errors.code.current-password-wrong'),
    );
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toHaveValue('');
    await expect(context.args.onOwnershipTransferred).not.toHaveBeenCalled();
  },
};

/** Remove, with the password; confirmed, the admin is gone and focus goes to the list. */
export const RemoveAdmin: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await answerForRow(context, 'team.removeLabel', 'team.removeTitle', 'team.remove');
    await findMessage(context.canvasElement, 'status', t('team.removed', { name: 'Ravi Sharma' }));
    await waitFor(() => expect(canvas.queryByText('ravi.admin@acme.example.com')).toBeNull());
    // Focus goes to the list's heading a frame later: the picture is taken once it is there.
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: t('team.admins') })).toHaveFocus(),
    );
  },
};

/** Transfer, with the password; confirmed, the store is Ravi's and the panel manages no more. */
export const TransferOwnership: Story = {
  play: async (context) => {
    const t = storyT(context);
    await answerForRow(context, 'team.transferLabel', 'team.transferTitle', 'team.transfer');
    await findMessage(
      context.canvasElement,
      'status',
      t('team.transferred', { name: 'Ravi Sharma' }),
    );
    await waitFor(() =>
      expect(context.args.onOwnershipTransferred).toHaveBeenCalledWith(
        expect.objectContaining({ user_id: SECOND }),
      ),
    );
  },
};

export const DefaultArabic = inLocale(Default, 'ar');
export const AsksForPasswordArabic = inLocale(AsksForPassword, 'ar');
export const WrongPasswordArabic = inLocale(WrongPassword, 'ar');
export const RemoveAdminHindi = inLocale(RemoveAdmin, 'hi');
export const TransferOwnershipArabic = inLocale(TransferOwnership, 'ar');

/** Don't: the team without the signed-in user: the owner's own row is not marked. */
export const DontWithoutCurrentUser: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  args: { currentUserId: undefined },
};
