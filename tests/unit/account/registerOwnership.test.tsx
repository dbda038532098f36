import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { ConnectedRegister } from '../../../src/account/ConnectedRegister';
import { createMemoryApi } from '../../../src/testing';
import { TEAM_PASSWORD, teamSeed } from '../../../stories/support/teamSeed';
import { renderWithKit } from '../render';

/*
 * A store with an owner (docs/api-contract.md, "Who may call what"): the register screen shows
 * the refusal of a second company admin in the reader's language, and registers one who came
 * with an administrator's invitation.
 */

/** Fills the form by its fields' names (the labels are translated) and submits it. */
async function fillAndSubmit(
  user: ReturnType<typeof renderWithKit>['user'],
  container: HTMLElement,
  username: string,
) {
  const field = (name: string) => {
    const input = container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (!input) throw new Error(`no field ${name}`);
    return input;
  };
  await user.type(field('first_name'), 'Kiran');
  await user.type(field('phone'), '9876543210');
  await user.type(field('username'), username);
  await user.type(field('pw'), 'Second#Admin1');
  await user.type(field('cpw'), 'Second#Admin1');
  await user.keyboard('{Enter}');
}

describe('registering a company admin on a store that has its owner', { timeout: 30_000 }, () => {
  it.each([
    [
      'en',
      'This store already has an administrator. Ask them for an invitation to register as an administrator, or register as a seller',
    ],
    [
      'hi',
      'इस स्टोर का पहले से एक व्यवस्थापक है। व्यवस्थापक के रूप में पंजीकरण के लिए उनसे आमंत्रण माँगें, या विक्रेता के रूप में पंजीकरण करें',
    ],
    ['ar', 'لهذا المتجر مسؤول بالفعل. اطلب منه دعوة للتسجيل كمسؤول، أو سجّل كبائع'],
  ])('shows the refusal in %s', async (locale, message) => {
    const api = createMemoryApi(teamSeed());
    const onRegistered = vi.fn();
    const { user, container } = renderWithKit(
      <ConnectedRegister onRegistered={onRegistered} usernameCheckDelay={0} />,
      { provider: { api }, locale },
    );
    await fillAndSubmit(user, container, 'stranger@example.com');
    expect(await screen.findByText(message)).toBeInTheDocument();
    // The refusal offers the seller registration it names.
    expect(
      screen.getByRole('link', {
        name: { en: 'Register as a seller', hi: 'विक्रेता के रूप में पंजीकरण करें', ar: 'سجّل كبائع' }[
          locale
        ],
      }),
    ).toHaveAttribute('href', '#/auth/Register?as=seller');
    expect(onRegistered).not.toHaveBeenCalled();
    expect(await api.account.isUsernameTaken('stranger@example.com')).toBe(false);
  });

  it('rewords the refusal when the reader picks another language after it', async () => {
    const api = createMemoryApi(teamSeed());
    const { user, container, i18n } = renderWithKit(
      <ConnectedRegister onRegistered={vi.fn()} usernameCheckDelay={0} />,
      { provider: { api } },
    );
    await fillAndSubmit(user, container, 'stranger@example.com');
    expect(await screen.findByText(/^This store already has an administrator\./)).toBeVisible();
    // Under load the picked language's strings can even arrive after the refusal.
    await act(() => i18n.changeLanguage('ar'));
    expect(await screen.findByText(/^لهذا المتجر مسؤول بالفعل\./)).toBeVisible();
    expect(screen.queryByText(/This store already has an administrator/)).toBeNull();
  });

  it('registers the admin an invitation names', async () => {
    const api = createMemoryApi(teamSeed());
    const owner = (
      await api.account.signIn({ username: 'priya.owner@acme.example.com', pw: TEAM_PASSWORD })
    )[0]!;
    const asOwner = api.memory.withToken(owner.access_token ?? null);
    await asOwner.invitations.create(owner.company_po_id!, {
      email: 'kiran@example.com',
      current_pw: TEAM_PASSWORD,
    });
    const invitation = api.memory.invitationFor('kiran@example.com')!;
    expect(invitation).toEqual(expect.any(String));

    const onRegistered = vi.fn();
    const { user, container } = renderWithKit(
      <ConnectedRegister
        onRegistered={onRegistered}
        invitation={invitation}
        usernameCheckDelay={0}
      />,
      { provider: { api } },
    );
    await fillAndSubmit(user, container, 'kiran@example.com');
    await waitFor(() =>
      expect(onRegistered).toHaveBeenCalledWith(
        expect.objectContaining({ username: 'kiran@example.com', kind: 'company' }),
      ),
    );
    // The invitation worked once.
    await expect(
      api.account.register({
        first_name: 'Again',
        phone: '9876543210',
        username: 'again@example.com',
        pw: 'Second#Admin1',
        cpw: 'Second#Admin1',
        created_at: new Date().toISOString(),
        invitation,
      }),
    ).rejects.toMatchObject({ status: 400, code: 'invitation-used' });
  });

  it('fills in and locks the address the invitation was sent to', async () => {
    const api = createMemoryApi(teamSeed());
    await api.invitations.create(1, { email: 'kiran@example.com', current_pw: '' });
    const invitation = api.memory.invitationFor('kiran@example.com')!;
    const { container } = renderWithKit(
      <ConnectedRegister onRegistered={vi.fn()} invitation={invitation} usernameCheckDelay={0} />,
      { provider: { api } },
    );
    const username = container.querySelector<HTMLInputElement>('input[name="username"]')!;
    await waitFor(() => expect(username.value).toBe('kiran@example.com'));
    expect(username.readOnly).toBe(true);
    expect(username).toHaveAccessibleDescription(
      'The invitation is for this address: register with it.',
    );
  });

  it("says at once, in the reader's language, that an invitation cannot be used", async () => {
    const api = createMemoryApi(teamSeed());
    await api.invitations.create(1, { email: 'kiran@example.com', current_pw: '' });
    const invitation = api.memory.invitationFor('kiran@example.com')!;
    const [row] = await api.invitations.list(1);
    await api.invitations.revoke(1, row!.invitation_id);
    renderWithKit(<ConnectedRegister onRegistered={vi.fn()} invitation={invitation} />, {
      provider: { api },
      locale: 'hi',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'यह आमंत्रण स्टोर के स्वामी ने वापस ले लिया है',
    );
  });
});
