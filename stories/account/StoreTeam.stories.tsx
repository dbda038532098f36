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
  for (const email of invite) await asOwner.invitations.create(signed!.company_po_id!, { email });
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

/** Invite by e-mail, then revoke it: both announced. */
export const InviteAndRevoke: Story = {
  loaders: [async (): Promise<TeamBackend> => ownerBackend()],
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const email = await canvas.findByLabelText(new RegExp(`^${t('team.email')}`));
    await userEvent.type(email, 'nisha@example.com{Enter}');
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

/** Remove asks first (Cancel has focus); confirmed, the admin is gone. */
export const RemoveAdmin: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('team.removeLabel', { name: 'Ravi Sharma' }) }),
    );
    const dialog = within(document.body).getByRole('dialog', { name: t('team.removeTitle') });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: t('team.cancel') })).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('team.remove') }));
    await findMessage(context.canvasElement, 'status', t('team.removed', { name: 'Ravi Sharma' }));
    await waitFor(() => expect(canvas.queryByText('ravi.admin@acme.example.com')).toBeNull());
    // Focus goes to the list's heading a frame later: the picture is taken once it is there.
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: t('team.admins') })).toHaveFocus(),
    );
  },
};

/** Transfer asks first; confirmed, the store is Ravi's and the panel manages nothing more. */
export const TransferOwnership: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('team.transferLabel', { name: 'Ravi Sharma' }) }),
    );
    const dialog = within(document.body).getByRole('dialog', { name: t('team.transferTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('team.transfer') }));
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

export const Dark: Story = { ...Default, parameters: { kit: { mode: 'dark' } } };

export const DefaultArabic = inLocale(Default, 'ar');
export const RemoveAdminHindi = inLocale(RemoveAdmin, 'hi');
export const TransferOwnershipArabic = inLocale(TransferOwnership, 'ar');
