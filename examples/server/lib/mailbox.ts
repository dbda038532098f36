/**
 * The mailbox an account's mail goes to (docs/api-contract.md, "Mail"). A username with an `@` is
 * parsed as an address list by `email-addresses` (an RFC 5322 and RFC 6532 parser): it must be one
 * bare mailbox — no display name, comment, quoted local part, list, group, angle brackets nor
 * domain literal, each of which would let a registration name other recipients (`a<victim@x>`,
 * `me@x,victim@y`) — and pass the kit's pattern (src/kernel/mailbox.ts), so the kit, the memory
 * api and the server refuse alike. Mail goes only to the normalised mailbox, and the mail limits
 * count by it.
 */
import addresses from 'email-addresses';
import { isOneMailbox, mailboxKey, namesAddress } from '../../../src/kernel/mailbox.ts';
import { fail } from './errors.ts';

/** True when the library reads `address` as exactly one mailbox and nothing around it. */
function parsesAsOneMailbox(address: string): boolean {
  const list = addresses.parseAddressList({ input: address, rfc6532: true });
  if (!list || list.length !== 1) return false;
  const [one] = list;
  if (!one || one.type !== 'mailbox') return false;
  const { name, parts } = one;
  // `"x"@y` reads as `x@y`, `<x@y>` and `x@y (c)` as `x@y`: only what is written as it is passes.
  return (
    name === null &&
    (parts.comments?.length ?? 0) === 0 &&
    one.address === address &&
    !one.domain.startsWith('[')
  );
}

/**
 * The normalised mailbox of `username`: null when it is no address (it gets no mail); refused
 * with 400 `username-not-mailbox` when it has an `@` but is not one mailbox.
 */
export function mailboxOf(username: string): string | null {
  if (!namesAddress(username)) return null;
  const address = username.trim();
  if (!parsesAsOneMailbox(address) || !isOneMailbox(address)) throw fail('username-not-mailbox');
  return mailboxKey(address);
}
