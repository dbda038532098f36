import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSignOut } from '../../../src/api';
import { Header } from '../../../src/chrome/Header';
import { createMemoryApi, testApi } from '../../../src/testing';
import { demoMenu } from '../../../src/testing/demoMenu';
import { TEAM_PASSWORD, teamSeed } from '../../../stories/support/teamSeed';
import { renderWithKit } from '../render';

/*
 * Issue 45, item 6: signing out cleared the browser's storage only, and a copied token kept
 * working for hours. The kit now asks the backend to revoke the token where it signs out.
 */

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={signOut}>
      Sign out here
    </button>
  );
}

describe('useSignOut', () => {
  it('clears the session and revokes its token on the backend', async () => {
    const memory = createMemoryApi(teamSeed());
    const [record] = await memory.account.signIn({
      username: 'priya.owner@acme.example.com',
      pw: TEAM_PASSWORD,
    });
    const token = record!.access_token!;
    const asOwner = memory.memory.withToken(token);
    expect((await asOwner.company.get(record!.company_po_id!)).id).toBe(record!.company_po_id);

    const { user, session, getByRole } = renderWithKit(<SignOutButton />, {
      provider: { api: memory },
    });
    act(() => void session.signIn(record!));
    await user.click(getByRole('button', { name: 'Sign out here' }));
    expect(session.get()).toBeNull();
    await vi.waitFor(async () =>
      expect(asOwner.company.get(record!.company_po_id!)).rejects.toMatchObject({
        code: 'invalid-token',
      }),
    );
  });

  it('signs out here even when the backend cannot be reached', async () => {
    const signOut = vi.fn().mockRejectedValue(new Error('offline'));
    const { user, session, getByRole } = renderWithKit(<SignOutButton />, {
      provider: { api: testApi({ account: { signOut } }) },
    });
    act(() => void session.signIn({ user_id: 1, username: 'a', access_token: 'tok-1' } as never));
    await user.click(getByRole('button', { name: 'Sign out here' }));
    expect(session.get()).toBeNull();
    expect(signOut).toHaveBeenCalledWith('tok-1');
  });
  it('is what the header’s Sign out does', async () => {
    const signOut = vi.fn().mockResolvedValue(undefined);
    const { user, session, getByRole } = renderWithKit(<Header items={demoMenu} />, {
      provider: { api: testApi({ account: { signOut } }) },
    });
    act(
      () =>
        void session.signIn({
          user_id: 7,
          username: 'asha',
          first_name: 'Asha',
          last_name: 'Rao',
          access_token: 'tok-7',
        } as never),
    );
    await user.click(getByRole('button', { name: 'Account menu for Asha Rao' }));
    await user.click(getByRole('button', { name: 'Sign out' }));
    expect(session.get()).toBeNull();
    expect(signOut).toHaveBeenCalledWith('tok-7');
  });
});
