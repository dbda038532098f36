/**
 * The fixed text of the mails both back ends send (the reference server, and the memory api of
 * the `testing` entry), so a mail reads the same whichever a screen talks to
 * (docs/api-contract.md, "Mail").
 */

/** An invitation to administer `store` (its tenant label), opened with `link` within 72 hours. */
export function invitationMail(store: string, link: string): { subject: string; text: string } {
  return {
    subject: 'You are invited to administer the store',
    text:
      `Hello,\n\nYou are invited to register as an administrator of ${store}.\n` +
      `Open this link within 72 hours to register with this e-mail address:\n${link}\n\n` +
      `The link works once.`,
  };
}

/** The longest name a mail quotes, in characters; longer ones end with "…". */
export const MAIL_NAME_MAX = 40;

/**
 * What user-written text may go into a mail (docs/api-contract.md, "Mail"): `name` on one line
 * (controls, line and paragraph breaks become spaces), at most 40 characters, placed after the
 * fixed text, so a registration cannot write the top of a mail (a phishing paragraph with a link)
 * to any address.
 */
export function mailName(name: string): string {
  const line = name
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\s]+/gu, ' ')
    .trim()
    .normalize('NFC');
  const chars = Array.from(line);
  return chars.length > MAIL_NAME_MAX ? `${chars.slice(0, MAIL_NAME_MAX - 1).join('')}…` : line;
}

/**
 * The activation mail of a `role` account registered on `store` (its tenant label) by `name`,
 * opened with `link` within 24 hours; the name comes last, on one line (`mailName`).
 */
export function activationMail(
  store: string,
  role: 'admin' | 'seller',
  link: string,
  name: string,
): { subject: string; text: string } {
  return {
    subject: 'Activate your account',
    text:
      `Open this link within 24 hours to activate your ${role} account on ${store}:\n` +
      `${link}\n\nThe link works once. If you did not register, ignore this mail: the ` +
      `registration expires after 72 hours.\n\nRegistered name: ${mailName(name)}`,
  };
}

/**
 * The mail to a store's previous owner once `heir` (its username) owns `store`, at `when`: the
 * window of 24 hours in which the new owner cannot remove them, to notice a transfer they did not
 * make. The name comes last, on one line (`mailName`).
 */
export function ownershipMail(
  store: string,
  heir: string,
  when: Date,
  link: string,
): { subject: string; text: string } {
  return {
    subject: 'The ownership of your store was transferred',
    text:
      `The ownership of ${store} was transferred on ${when.toISOString()} (UTC). You stay an ` +
      `administrator, and the new owner cannot remove you for 24 hours.\n` +
      `If you did not do this, sign in at ${link}, change your password and ask the store's ` +
      `operator to hand the store back.\n\nNew owner: ${mailName(heir)}`,
  };
}
