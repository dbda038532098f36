/**
 * Outgoing mail of the reference API (docs/api-contract.md, "Mail"). Configured from the
 * environment (`SMTP_HOST`, …: `smtpFromEnv`), each message goes out through SMTP with nodemailer.
 * In dev mode (`--dev`, which `npm start` passes) each is also printed to the console and kept in a
 * dev outbox (`GET /dev/outbox`); without either, a mail goes nowhere.
 */
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  link: string;
}

/** The SMTP server mail goes through. */
export interface SmtpSettings {
  host: string;
  port: number;
  /** Sign in with these (both or neither). */
  user?: string;
  password?: string;
  /**
   * `starttls` (default, port 587): upgrade the connection and refuse to send without TLS;
   * `implicit` (port 465): TLS from the start; `off`: plain, for an SMTP server on loopback only.
   */
  tls: 'starttls' | 'implicit' | 'off';
  /** The `From` of every mail. */
  from: string;
  /** Certificates (PEM) trusted beside the system's, e.g. a private CA's (`SMTP_CA_FILE`). */
  ca?: string;
}

export interface Mailer {
  /**
   * Sends `mail`; with `outboxOnly` it is only printed and kept in dev mode (a recipient that is
   * no mailbox: nothing goes out through SMTP, docs/api-contract.md "Mail").
   */
  send(tenant: string, mail: Mail, options?: { outboxOnly?: boolean }): void;
  /** The tenant's messages, newest last (dev mode only). */
  outbox(tenant: string): Mail[];
  /** True in dev mode only. */
  readonly hasOutbox: boolean;
  /** Waits for the mails being sent, then closes the SMTP connection. */
  close(): Promise<void>;
}

const OUTBOX_LIMIT = 500;
const TLS_MODES = ['starttls', 'implicit', 'off'] as const;

const isLoopback = (host: string) =>
  host === 'localhost' || (isIP(host) === 4 && host.startsWith('127.')) || host === '::1';

/**
 * The SMTP settings of `env`, or null without `SMTP_HOST`: `SMTP_PORT` (default 587, or 465 with
 * `SMTP_TLS=implicit`), `SMTP_USER` and `SMTP_PASSWORD`, `SMTP_TLS` (`starttls`, `implicit` or
 * `off`, the last on loopback only), `SMTP_FROM` (required) and `SMTP_CA_FILE` (a PEM file of
 * certificates to trust beside the system's). Throws at start on anything else.
 */
export function smtpFromEnv(env: Record<string, string | undefined>): SmtpSettings | null {
  const host = env.SMTP_HOST?.trim();
  if (!host) return null;
  const tls = (env.SMTP_TLS?.trim() || 'starttls') as SmtpSettings['tls'];
  if (!TLS_MODES.includes(tls)) {
    throw new Error(`SMTP_TLS must be one of ${TLS_MODES.join(', ')}`);
  }
  if (tls === 'off' && !isLoopback(host)) {
    throw new Error('SMTP_TLS=off sends passwords and links in the clear: loopback hosts only');
  }
  const port = Number(env.SMTP_PORT?.trim() || (tls === 'implicit' ? 465 : 587));
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error('SMTP_PORT must be a port number');
  }
  const from = env.SMTP_FROM?.trim();
  if (!from) throw new Error('SMTP_FROM is required with SMTP_HOST');
  const user = env.SMTP_USER?.trim();
  const password = env.SMTP_PASSWORD;
  if (Boolean(user) !== Boolean(password)) {
    throw new Error('SMTP_USER and SMTP_PASSWORD go together');
  }
  const caFile = env.SMTP_CA_FILE?.trim();
  return {
    host,
    port,
    tls,
    from,
    ...(user && password ? { user, password } : {}),
    ...(caFile ? { ca: readFileSync(caFile, 'utf8') } : {}),
  };
}

function transportFor(smtp: SmtpSettings): Transporter {
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.tls === 'implicit',
    requireTLS: smtp.tls === 'starttls',
    ignoreTLS: smtp.tls === 'off',
    ...(smtp.ca ? { tls: { ca: smtp.ca } } : {}),
    ...(smtp.user && smtp.password ? { auth: { user: smtp.user, pass: smtp.password } } : {}),
  });
}

export function createMailer(options: {
  outbox: boolean;
  print: ((line: string) => void) | null;
  smtp?: SmtpSettings | null;
  /** Where a failed send is told (never the mail's text: it holds a working link). */
  onError?: (error: Error, to: string) => void;
}): Mailer {
  const { outbox, print, smtp = null } = options;
  const onError =
    options.onError ??
    ((error: Error, to: string) => console.error(`Mail to ${to} not sent: ${error.message}`));
  const transport = smtp ? transportFor(smtp) : null;
  const sending = new Set<Promise<void>>();
  const sent: Array<Mail & { tenant: string }> = [];
  return {
    hasOutbox: outbox,
    send(tenant, mail, { outboxOnly = false } = {}) {
      print?.(`\n[mail to ${mail.to} · ${tenant}] ${mail.subject}\n${mail.text}\n`);
      if (transport && smtp && !outboxOnly) {
        const delivery = transport
          .sendMail({ from: smtp.from, to: mail.to, subject: mail.subject, text: mail.text })
          .then(
            () => undefined,
            (error: unknown) =>
              onError(error instanceof Error ? error : new Error(String(error)), mail.to),
          )
          .finally(() => sending.delete(delivery));
        sending.add(delivery);
      }
      if (!outbox) return;
      sent.push({ tenant, ...mail });
      if (sent.length > OUTBOX_LIMIT) sent.splice(0, sent.length - OUTBOX_LIMIT);
    },
    outbox(tenant) {
      return sent
        .filter((mail) => mail.tenant === tenant)
        .map(({ to, subject, text, link }) => ({ to, subject, text, link }));
    },
    async close() {
      await Promise.all(sending);
      transport?.close();
    },
  };
}
