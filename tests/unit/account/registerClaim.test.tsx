import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ConnectedRegister } from '../../../src/account/ConnectedRegister';
import { ApiError } from '../../../src/kernel/errors';
import type { BackofficeApi } from '../../../src/api/BackofficeApi';
import type { RegisterInput } from '../../../src/api/types';
import { createMemoryApi, demoSeed } from '../../../src/testing';
import { renderWithKit } from '../render';

/*
 * Claiming a store (docs/api-contract.md, "Claiming a store"): while the store has no owner, the
 * register screen asks its first company admin for the setup code the server printed, in the
 * reader's language, and sends it; a seller, or an invited admin, is never asked.
 */

const CODE = 'K7QM-2XPD-9FHA';

/** A store without an owner whose server wants its setup code, as the reference API does. */
function unclaimedStore(options: { saysHasOwner?: boolean } = {}) {
  const memory = createMemoryApi(demoSeed());
  const sent: RegisterInput[] = [];
  const api: BackofficeApi = {
    ...memory,
    tenant: {
      resolve: async (label, call) => ({
        ...(await memory.tenant.resolve(label, call)),
        ...(options.saysHasOwner === undefined ? {} : { has_owner: options.saysHasOwner }),
      }),
    },
    account: {
      ...memory.account,
      register: async (input, call) => {
        sent.push(input);
        if ((input.kind ?? 'company') === 'company' && !input.invitation && !input.setup_code) {
          throw new ApiError('setup code', {
            kind: 'rejected',
            status: 403,
            code: 'setup-code-required',
          });
        }
        return memory.account.register(input, call);
      },
    },
  };
  return { api, sent };
}

const field = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLInputElement>(`input[name="${name}"]`);

async function fill(user: ReturnType<typeof renderWithKit>['user'], container: HTMLElement) {
  await user.type(field(container, 'first_name')!, 'Priya');
  await user.type(field(container, 'phone')!, '9876543210');
  await user.type(field(container, 'username')!, 'priya@acme.example.com');
  await user.type(field(container, 'pw')!, 'Owner#Pass1');
  await user.type(field(container, 'cpw')!, 'Owner#Pass1');
}

describe('registering the first company admin of a store without an owner', () => {
  it.each([
    ['en', 'Setup code', 'Setup code is required'],
    ['hi', 'सेटअप कोड', 'सेटअप कोड आवश्यक है'],
    ['ar', 'رمز الإعداد', 'رمز الإعداد مطلوب'],
  ])('asks for the setup code in %s and sends it', async (locale, label, required) => {
    const { api, sent } = unclaimedStore({ saysHasOwner: false });
    const onRegistered = vi.fn();
    const { user, container } = renderWithKit(
      <ConnectedRegister onRegistered={onRegistered} usernameCheckDelay={0} />,
      { provider: { api }, locale },
    );
    const code = await screen.findByLabelText(label, { exact: false });
    await fill(user, container);
    await user.keyboard('{Enter}');
    expect(await screen.findByText(required)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.type(code, CODE);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(sent.at(-1)?.setup_code).toBe(CODE);
  });

  it('shows the field once the server asks for the code, when the store did not say', async () => {
    const { api, sent } = unclaimedStore();
    const onRegistered = vi.fn();
    const { user, container } = renderWithKit(
      <ConnectedRegister onRegistered={onRegistered} usernameCheckDelay={0} />,
      { provider: { api } },
    );
    await fill(user, container);
    expect(field(container, 'setup_code')).toBeNull();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText(/This store has no owner yet\. Enter the store's setup code/),
    ).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Setup code', { exact: false }), CODE);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(sent.map((input) => input.setup_code)).toEqual([undefined, CODE]);
  });

  it('never asks a seller, nor a company admin with an invitation', async () => {
    const { api } = unclaimedStore({ saysHasOwner: false });
    const seller = renderWithKit(
      <ConnectedRegister kind="seller" onRegistered={vi.fn()} usernameCheckDelay={0} />,
      { provider: { api } },
    );
    const invited = renderWithKit(
      <ConnectedRegister invitation="secret" onRegistered={vi.fn()} usernameCheckDelay={0} />,
      { provider: { api } },
    );
    // A company admin without an invitation, mounted after them on the same store, is asked:
    // by then the store's answer would have reached them too.
    renderWithKit(<ConnectedRegister onRegistered={vi.fn()} usernameCheckDelay={0} />, {
      provider: { api },
    });
    expect(await screen.findByLabelText('Setup code', { exact: false })).toBeInTheDocument();
    expect(field(seller.container, 'setup_code')).toBeNull();
    expect(field(invited.container, 'setup_code')).toBeNull();
  });
});
