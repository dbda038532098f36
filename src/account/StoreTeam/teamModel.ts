import type { Id, PendingInvitation, StoreAdmin } from '../../api/types';
import { EMAIL_PATTERN } from '../../kernel/patterns';
import { normalizeEmail } from '../../kernel/rules';

/*
 * What the store-team panel decides without the API: the order it lists admins in, which row
 * offers what, and whether an invitation address is worth sending.
 */

/** The team as the panel shows it. */
export interface TeamView {
  admins: StoreAdmin[];
  invitations: PendingInvitation[];
}

/** The owner first, then the others by name (activated before those still waiting). */
export function sortAdmins(admins: readonly StoreAdmin[]): StoreAdmin[] {
  return [...admins].sort(
    (a, b) =>
      Number(b.owner) - Number(a.owner) ||
      Number(b.activated) - Number(a.activated) ||
      a.username.localeCompare(b.username),
  );
}

/** What a row offers the owner: never anything on the owner's own row. */
export function rowActions(admin: StoreAdmin, me: Id | undefined) {
  const mine = admin.owner || (me !== undefined && admin.user_id === me);
  return {
    remove: !mine,
    // Only an admin who opened the activation link can own the store.
    transfer: !mine && admin.activated,
  };
}

/** The name a row and its questions use: first and last name, else the username. */
export function adminName(admin: StoreAdmin): string {
  return [admin.first_name, admin.last_name].filter(Boolean).join(' ').trim() || admin.username;
}

/**
 * The invitation address as it is sent: trimmed and lower-cased (docs/api-contract.md,
 * "Values"); null when it is no e-mail address.
 */
export function invitationAddress(typed: string): string | null {
  const email = normalizeEmail(typed);
  return email && EMAIL_PATTERN.test(email) ? email : null;
}
