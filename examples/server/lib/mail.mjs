// @ts-check
/**
 * Outgoing mail of the reference API. Nothing is sent over the network: each message is printed
 * to the console and, outside production, kept in a dev outbox (`GET /dev/outbox`).
 */

/** @typedef {{ to: string, subject: string, text: string, link: string }} Mail */

/**
 * @typedef {object} Mailer
 * @property {(tenant: string, mail: Mail) => void} send
 * @property {(tenant: string) => Mail[]} outbox the tenant's messages, newest last
 * @property {boolean} hasOutbox false in production
 */

const OUTBOX_LIMIT = 500;

/**
 * @param {{ production: boolean, print: ((line: string) => void) | null }} options
 * @returns {Mailer}
 */
export function createMailer({ production, print }) {
  /** @type {Array<Mail & { tenant: string }>} */
  const sent = [];
  return {
    hasOutbox: !production,
    send(tenant, mail) {
      print?.(`\n[mail to ${mail.to} · ${tenant}] ${mail.subject}\n${mail.text}\n`);
      if (production) return;
      sent.push({ tenant, ...mail });
      if (sent.length > OUTBOX_LIMIT) sent.splice(0, sent.length - OUTBOX_LIMIT);
    },
    outbox(tenant) {
      return sent
        .filter((mail) => mail.tenant === tenant)
        .map(({ to, subject, text, link }) => ({ to, subject, text, link }));
    },
  };
}
