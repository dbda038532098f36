/**
 * What user-written text may go into a mail (docs/api-contract.md, "Mail"): a name on one line,
 * short, placed after the server's fixed text, so a registration cannot write the top of a mail
 * (a phishing paragraph with a link) to any address.
 */

/** The longest name a mail quotes, in characters; longer ones end with "…". */
export const MAIL_NAME_MAX = 40;

/** `name` on one line (controls, line and paragraph breaks become spaces), at most 40 characters. */
export function mailName(name: string): string {
  const line = name
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\s]+/gu, ' ')
    .trim()
    .normalize('NFC');
  const chars = Array.from(line);
  return chars.length > MAIL_NAME_MAX ? `${chars.slice(0, MAIL_NAME_MAX - 1).join('')}…` : line;
}
