import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { StoreTeam } from '../../../src/team';
import {
  adminName,
  invitationAddress,
  rowActions,
  sortAdmins,
} from '../../../src/account/StoreTeam/teamModel';
import type { StoreAdmin } from '../../../src/api/types';
import { ApiError } from '../../../src/kernel/errors';
import { createMemoryApi, testApi } from '../../../src/testing';
import { SECOND, TEAM_PASSWORD, teamSeed } from '../../../stories/support/teamSeed';
import { renderWithKit } from '../render';

/*
 * The store owner's team panel (issue 21, item 9): what it decides itself, and the owner's
 * whole cycle against the memory api, which refuses as the reference server does.
 */

const admin = (over: Partial<StoreAdmin>): StoreAdmin => ({
  user_id: 1,
  username: 'a@example.com',
  first_name: 'Asha',
  last_name: null,
  activated: true,
  owner: false,
  ...over,
});

describe('the team model', () => {
  it('lists the owner first, then activated admins, then by username', () => {
    const rows = sortAdmins([
      admin({ user_id: 3, username: 'c@x.test', activated: false }),
      admin({ user_id: 2, username: 'b@x.test' }),
      admin({ user_id: 1, username: 'z@x.test', owner: true }),
    ]);
    expect(rows.map((row) => row.user_id)).toEqual([1, 2, 3]);
  });

  it('offers nothing on the owner’s or the caller’s row, no transfer to a newcomer', () => {
    expect(rowActions(admin({ owner: true }), 9)).toEqual({ remove: false, transfer: false });
    expect(rowActions(admin({ user_id: 9 }), 9)).toEqual({ remove: false, transfer: false });
    expect(rowActions(admin({ activated: false }), 9)).toEqual({ remove: true, transfer: false });
    expect(rowActions(admin({}), 9)).toEqual({ remove: true, transfer: true });
  });

  it('names an admin by name, else by username; sends only an e-mail address', () => {
    expect(adminName(admin({ last_name: 'Rao' }))).toBe('Asha Rao');
    expect(adminName(admin({ first_name: '' }))).toBe('a@example.com');
    expect(invitationAddress('  kiran@example.com ')).toBe('kiran@example.com');
    expect(invitationAddress('Kiran@Example.online')).toBe('kiran@example.online');
    expect(invitationAddress('kiran')).toBeNull();
    expect(invitationAddress('   ')).toBeNull();
  });
});

async function asOwner() {
  const api = createMemoryApi(teamSeed());
  const [owner] = await api.account.signIn({
    username: 'priya.owner@acme.example.com',
    pw: TEAM_PASSWORD,
  });
  return { api: api.memory.withToken(owner!.access_token ?? null), owner: owner!, memory: api };
}

describe('StoreTeam', { timeout: 30_000 }, () => {
  it('lists the admins with the owner marked, and says when nothing is pending', async () => {
    const { api, owner } = await asOwner();
    renderWithKit(<StoreTeam companyId={owner.company_po_id!} currentUserId={owner.user_id} />, {
      provider: { api },
    });
    const mine = (await screen.findByText('priya.owner@acme.example.com')).closest('li')!;
    expect(within(mine).getByText('Owner')).toBeInTheDocument();
    expect(mine).toHaveTextContent('(you)');
    expect(screen.getByText('No pending invitations.')).toBeInTheDocument();
    // Nothing to do on one's own row; Remove and Make owner on the other admin's.
    expect(within(mine).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Ravi Sharma' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make owner: Ravi Sharma' })).toBeInTheDocument();
  });

  it('shows the team at once when it mounts again, and reads it again behind it', async () => {
    const { api, owner } = await asOwner();
    const list = vi.spyOn(api.admins, 'list');
    const Host = ({ show }: { show: boolean }) =>
      show ? <StoreTeam companyId={owner.company_po_id!} /> : null;
    const { rerender } = renderWithKit(<Host show />, { provider: { api } });
    await screen.findByText('priya.owner@acme.example.com');
    expect(list).toHaveBeenCalledTimes(1);
    rerender(<Host show={false} />);
    rerender(<Host show />);
    // The cached team, not the loading line, while it is asked again.
    expect(screen.getByText('priya.owner@acme.example.com')).toBeInTheDocument();
    expect(screen.queryByText('Loading the store team…')).toBeNull();
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it('invites with the password, refuses a non-address, and revokes a pending invitation', async () => {
    const { api, owner } = await asOwner();
    const { user } = renderWithKit(<StoreTeam companyId={owner.company_po_id!} />, {
      provider: { api },
    });
    const email = await screen.findByLabelText(/^E-mail/);
    await user.type(email, 'not-an-address{Enter}');
    expect(email).toHaveAccessibleDescription(/Enter a valid e-mail address/);
    await user.clear(email);
    // As a merchant types it: trimmed and lower-cased (issue 46, item 8).
    await user.type(email, ' Kiran@Example.COM {Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Send this invitation?' });
    expect(dialog).toHaveAccessibleDescription(/goes to kiran@example\.com/);
    await user.type(within(dialog).getByLabelText(/^Your password/), `${TEAM_PASSWORD}{Enter}`);
    expect(await screen.findByText('Invitation sent to kiran@example.com.')).toBeInTheDocument();
    const revoke = await screen.findByRole('button', {
      name: 'Revoke the invitation to kiran@example.com',
    });
    await user.click(revoke);
    expect(
      await screen.findByText('The invitation to kiran@example.com was revoked.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No pending invitations.')).toBeInTheDocument());
  });

  it('removes an admin only after the dialog is confirmed with the password', async () => {
    const { api, owner, memory } = await asOwner();
    const { user } = renderWithKit(<StoreTeam companyId={owner.company_po_id!} />, {
      provider: { api },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Ravi Sharma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this administrator?' });
    // The password field has focus; Cancel leaves the team as it was.
    const password = within(dialog).getByLabelText(/^Your password/);
    await waitFor(() => expect(password).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((await memory.admins.list(owner.company_po_id!)).map((a) => a.user_id)).toContain(
      SECOND,
    );
    await user.click(screen.getByRole('button', { name: 'Remove Ravi Sharma' }));
    const again = await screen.findByRole('dialog');
    // Nothing is sent without the password.
    await user.click(within(again).getByRole('button', { name: 'Remove' }));
    expect(within(again).getByLabelText(/^Your password/)).toHaveAccessibleDescription(
      /Enter your password/,
    );
    // A wrong one is refused in the dialog, and the field emptied.
    await user.type(within(again).getByLabelText(/^Your password/), 'wrong-Pass-1{Enter}');
    expect(await within(again).findByRole('alert')).toHaveTextContent(
      'The current password is not right',
    );
    expect(within(again).getByLabelText(/^Your password/)).toHaveValue('');
    await user.type(within(again).getByLabelText(/^Your password/), TEAM_PASSWORD);
    await user.click(within(again).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Ravi Sharma was removed from the store.')).toBeInTheDocument();
    expect((await memory.admins.list(owner.company_po_id!)).map((a) => a.user_id)).not.toContain(
      SECOND,
    );
  });

  it('hands the store over after confirming; the old owner then manages nothing', async () => {
    const { api, owner } = await asOwner();
    const transferred = vi.fn();
    const { user } = renderWithKit(
      <StoreTeam companyId={owner.company_po_id!} onOwnershipTransferred={transferred} />,
      { provider: { api } },
    );
    await user.click(await screen.findByRole('button', { name: 'Make owner: Ravi Sharma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer ownership?' });
    await user.type(within(dialog).getByLabelText(/^Your password/), TEAM_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Make owner' }));
    expect(await screen.findByText('Ravi Sharma owns the store now.')).toBeInTheDocument();
    expect(transferred).toHaveBeenCalledWith(expect.objectContaining({ user_id: SECOND }));
    expect(await screen.findByText("Only the store's owner can do this")).toBeInTheDocument();
  });

  it('shows a failure with Retry, which loads again', async () => {
    const list = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('down', { kind: 'network' }))
      .mockResolvedValue([admin({ owner: true })]);
    const api = testApi({
      admins: { list },
      invitations: { list: vi.fn().mockResolvedValue([]) },
    });
    const { user } = renderWithKit(<StoreTeam companyId={1} />, { provider: { api } });
    expect(await screen.findByText('The store team could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No pending invitations.')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('speaks Arabic when the reader does', async () => {
    const { api, owner } = await asOwner();
    renderWithKit(<StoreTeam companyId={owner.company_po_id!} />, {
      provider: { api },
      locale: 'ar',
    });
    expect(await screen.findByRole('heading', { name: 'فريق المتجر' })).toBeInTheDocument();
  });
});
