/**
 * Outgoing mail of the reference API. Nothing is sent over the network: each message is printed
 * to the console and, in dev mode only (`--dev`, which `npm start` passes), kept in a dev outbox
 * (`GET /dev/outbox`).
 */

export interface Mail {
  to: string;
  subject: string;
  text: string;
  link: string;
}

export interface Mailer {
  send(tenant: string, mail: Mail): void;
  /** The tenant's messages, newest last. */
  outbox(tenant: string): Mail[];
  /** True in dev mode only. */
  readonly hasOutbox: boolean;
}

const OUTBOX_LIMIT = 500;

export function createMailer(options: {
  outbox: boolean;
  print: ((line: string) => void) | null;
}): Mailer {
  const { outbox, print } = options;
  const sent: Array<Mail & { tenant: string }> = [];
  return {
    hasOutbox: outbox,
    send(tenant, mail) {
      print?.(`\n[mail to ${mail.to} · ${tenant}] ${mail.subject}\n${mail.text}\n`);
      if (!outbox) return;
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
