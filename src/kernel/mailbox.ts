/*
 * One mailbox (docs/api-contract.md, "Mail"): a username with an `@` is the address its
 * activation mail goes to, so it must be exactly one address — `local@domain`, each part dots
 * between atoms of RFC 5322 (and RFC 6532's non-ASCII) characters, the domain with a dot — never a
 * display name, comment, quoted local part, list, group or angle brackets, which would name other
 * recipients. The kit and the memory api check it with this pattern; the reference server parses
 * the address with a mail library too, and both refuse the same (tests/server/parity.test.ts).
 */

/** An atom: RFC 5322's `atext`, and any character beyond ASCII (RFC 6532). */
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~\\u{80}-\\u{10FFFF}-]+";

/** A whole mailbox, `dot-atom@dot-atom` with at least one dot after the `@`. */
export const MAILBOX_PATTERN = new RegExp(`^${ATOM}(?:\\.${ATOM})*@${ATOM}(?:\\.${ATOM})+$`, 'u');

/** True when `username` names an e-mail address at all (it has an `@`). */
export function namesAddress(username: string): boolean {
  return username.includes('@');
}

/** True when `address` (trimmed) is exactly one mailbox. */
export function isOneMailbox(address: string): boolean {
  return MAILBOX_PATTERN.test(address.trim());
}

/**
 * The mailbox as mail is sent to it and its limits are counted (docs/api-contract.md, "Values":
 * addresses are trimmed and lower-cased): NFKC, trimmed, lower case.
 */
export function mailboxKey(address: string): string {
  return address.normalize('NFKC').trim().toLowerCase();
}

/**
 * The mailbox of an account's username: null when the username is no address (no `@`: it gets
 * no mail), `false` when it has an `@` but is not one mailbox (refused), else the normalised
 * mailbox.
 */
export function mailboxOfUsername(username: string): string | null | false {
  if (!namesAddress(username)) return null;
  return isOneMailbox(username) ? mailboxKey(username) : false;
}
