import type { AccountKind, Id } from './common';

/*
 * Sign-in, registration, activation, password change and invitations. Entities of docs/behaviour.md, "Entities", named exactly as the product (and the wire)
 * names their fields (src/api/types.ts lists them all).
 */

/** docs/behaviour.md, "Entities" login form. */
export interface SignInInput {
  username: string;
  pw: string;
}

/**
 * One element of the `/signinSeller` answer. The product keeps user_id, username, first_name,
 * last_name; the reference API adds the account's kind, tenant ids, `pw_changed` and a token.
 */
export interface SignInRecord {
  user_id: Id;
  username: string;
  first_name: string;
  last_name: string | null;
  kind: AccountKind;
  pw_changed: boolean;
  /** Token for calls made on behalf of this account (change password, wizard saves). */
  access_token?: string;
  /** The company (tenant record) this account belongs to. */
  company_po_id?: Id;
  /** Set for seller accounts. */
  seller_id?: Id;
  /** The seller wizard's product once created, kept so a reload never creates a second one. */
  prod_id?: Id;
  email_id?: string | null;
  phone?: string | null;
}

/** docs/behaviour.md, "Entities" register form, plus `created_at` added on submit and the account kind. */
export interface RegisterInput {
  first_name: string;
  last_name?: string;
  phone: string;
  username: string;
  pw: string;
  cpw: string;
  /** ISO timestamp, added on submit. */
  created_at: string;
  /** The product's payload names no kind; absent means a company admin. */
  kind?: AccountKind;
  /**
   * A company admin's invitation (the `invitation` of the mailed link): a store that has its
   * owner takes new company admins only with one (docs/api-contract.md, "Who may call what").
   */
  invitation?: string;
  /**
   * The store's one-time setup code (printed in the server's log while the store has no owner):
   * the first company admin claims the store with it (docs/api-contract.md, "Claiming a store").
   */
  setup_code?: string;
}

/**
 * Step-up (docs/api-contract.md, "Step-up"): the caller's password, proved again before one of the
 * store's sensitive actions (inviting, transferring the ownership, removing an administrator,
 * revoking every session). A wrong one counts as a failed sign-in.
 */
export interface StepUp {
  current_pw: string;
}

/** An administrator invites another company admin: the link goes to `email`. */
export interface InvitationInput extends StepUp {
  email: string;
}

export interface InvitationResult {
  email: string;
  /** ISO timestamp: the link works once, until then. */
  expires_at: string;
}

/** What the register screen learns from an invitation's secret: the address it was sent to. */
export interface InvitationDetails {
  email: string;
  /** ISO timestamp: the link works until then. */
  expires_at: string;
}

/** A pending invitation of the store, as its owner sees it. */
export interface PendingInvitation {
  invitation_id: Id;
  email: string;
  /** ISO timestamp. */
  expires_at: string;
}

/** A company admin of the store, as its owner sees it. */
export interface StoreAdmin {
  user_id: Id;
  username: string;
  first_name: string;
  last_name: string | null;
  /** False until the admin opened the activation link. */
  activated: boolean;
  /** The store's owner (one per store). */
  owner: boolean;
}

export interface RegisterResult {
  user_id: Id;
  username: string;
  kind: AccountKind;
}

/** Activation link parameters: `activation` plus `a` (company) or `b` (seller) as `iv`. */
export interface ActivationInput {
  activation: string;
  iv: string;
}

export interface ActivationResult {
  activated: boolean;
  kind: AccountKind;
  username?: string;
}

/** The new password and its confirmation; the adapter adds the timestamp, flag and id (docs/behaviour.md, "Entities"). */
export interface ChangePasswordInput {
  pw: string;
  cpw: string;
  /**
   * The password it replaces: required for every change but the forced first one (or the one
   * the store's password_renewal_days force), which the sign-in's must-change grant allows
   * (docs/api-contract.md, "Sessions").
   */
  current_pw?: string;
}

/** What revoking every other session answers: the caller's new token. */
export interface RevokeSessionsResult {
  /** Replaces the session's token (every earlier token of the account stopped working). */
  access_token?: string;
}

/** What a password change answers: a new token of the account, for backends that issue one. */
export interface ChangePasswordResult {
  /** Replaces the session's token (every earlier token of the account stopped working). */
  access_token?: string;
}

export interface ChangePasswordPayload extends ChangePasswordInput {
  pw_changed_date: string;
  pw_changed: true;
  user_po_id?: Id;
  user_seller_id?: Id;
}

/** docs/behaviour.md, "Entities": what the wizards keep of the signed-in user. */
export interface StoredUserDetails {
  seller_id?: Id;
  first_name?: string;
  last_name?: string | null;
  gender?: number | string | null;
  dob?: string | null;
  title?: string | null;
  phone?: string | null;
  email_id?: string | null;
}
