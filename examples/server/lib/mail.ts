/**
 * Outgoing mail of the reference API. Nothing is sent over the network: each message is printed
 * to the console and, outside production, kept in a dev outbox (`GET /dev/outbox`).
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
  /** False in production. */
  readonly hasOutbox: boolean;
}

const OUTBOX_LIMIT = 500;

export function createMailer(options: {
  production: boolean;
  print: ((line: string) => void) | null;
}): Mailer {
  const { production, print } = options;
  const sent: Array<Mail & { tenant: string }> = [];
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
