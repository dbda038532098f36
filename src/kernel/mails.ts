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
