import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { smtpFromEnv } from '../../examples/server/lib/mail.ts';
import { client, registerBody, startTestServer } from './helpers';

/*
 * Mail for real (issue 21): with SMTP settings in its environment the reference server sends
 * through SMTP (nodemailer), here to a real SMTP server started inside the test (smtp-server, on
 * 127.0.0.1) that takes mail only after STARTTLS with a certificate made for the test, and only
 * from the configured user.
 */

interface Arrived {
  from: string;
  to: string[];
  raw: string;
  secure: boolean;
  user: string | undefined;
}

let dir: string;
let smtp: SMTPServer;
let port: number;
const arrived: Arrived[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sfo-smtp-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  smtp = new SMTPServer({
    key: readFileSync(key),
    cert: readFileSync(cert),
    authMethods: ['PLAIN', 'LOGIN'],
    // No sign-in, hence no mail, without TLS.
    allowInsecureAuth: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'smtp-Secret-1') {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        arrived.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          secure: session.secure,
          user: typeof session.user === 'string' ? session.user : undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

const env = () => ({
  SMTP_HOST: 'localhost',
  SMTP_PORT: String(port),
  SMTP_USER: 'mailer',
  SMTP_PASSWORD: 'smtp-Secret-1',
  SMTP_FROM: 'Store <no-reply@acme.test>',
  SMTP_CA_FILE: path.join(dir, 'cert.pem'),
});

describe('mail through SMTP', () => {
  it('delivers the activation mail over STARTTLS, signed in, with the link', async () => {
    const server = await startTestServer({ env: env(), devOutbox: false });
    try {
      const acme = client(server.app, 'acme');
      const registered = await acme.post(
        '/v1/register',
        registerBody('smtp.user@acme.test', { kind: 'seller', first_name: 'Meera' }),
      );
      expect(registered.status).toBe(200);
      await expect.poll(() => arrived.length, { timeout: 10_000 }).toBe(1);
    } finally {
      await server.close();
    }
    const [mail] = arrived;
    expect(mail?.secure).toBe(true);
    expect(mail?.user).toBe('mailer');
    expect(mail?.from).toBe('no-reply@acme.test');
    expect(mail?.to).toEqual(['smtp.user@acme.test']);
    expect(mail?.raw).toMatch(/^Subject: Activate your account$/m);
    // Quoted-printable may wrap long lines: unwrap before looking for the link.
    const body = mail?.raw.replace(/=\r\n/g, '').replace(/=3D/g, '=') ?? '';
    expect(body).toMatch(
      /http:\/\/acme\.localhost:8787\/#\/auth\/login\?activation=[\w-]+&b=[\w-]+/,
    );
    expect(body).toContain('Registered name: Meera');
  });

  it('sends nothing through SMTP for a name that is no mailbox (issue 45, item 2)', async () => {
    const server = await startTestServer({ env: env(), devOutbox: true });
    const before = arrived.length;
    try {
      const acme = client(server.app, 'acme');
      // No address: kept in the dev outbox only. A list: refused. Then one real mailbox.
      expect(
        (await acme.post('/v1/register', registerBody('no-address', { kind: 'seller' }))).status,
      ).toBe(200);
      const list = await acme.post(
        '/v1/register',
        registerBody('me@evil.test,victim@corp.test', { kind: 'seller' }),
      );
      expect(list.status).toBe(400);
      expect(
        (await acme.post('/v1/register', registerBody('Real.One@Acme.test', { kind: 'seller' })))
          .status,
      ).toBe(200);
      await expect.poll(() => arrived.length, { timeout: 10_000 }).toBe(before + 1);
    } finally {
      await server.close();
    }
    expect(arrived.slice(before).map((mail) => mail.to)).toEqual([['real.one@acme.test']]);
  });

  it('reads its settings from the environment, and refuses unsafe ones at start', () => {
    expect(smtpFromEnv({})).toBeNull();
    expect(smtpFromEnv({ SMTP_HOST: 'mail.example', SMTP_FROM: 'a@example.com' })).toEqual({
      host: 'mail.example',
      port: 587,
      tls: 'starttls',
      from: 'a@example.com',
    });
    expect(
      smtpFromEnv({ SMTP_HOST: 'mail.example', SMTP_FROM: 'a@x.example', SMTP_TLS: 'implicit' })
        ?.port,
    ).toBe(465);
    expect(() => smtpFromEnv({ SMTP_HOST: 'mail.example' })).toThrow(/SMTP_FROM/);
    expect(() =>
      smtpFromEnv({ SMTP_HOST: 'mail.example', SMTP_FROM: 'a@x.example', SMTP_TLS: 'off' }),
    ).toThrow(/loopback/);
    expect(() =>
      smtpFromEnv({ SMTP_HOST: 'mail.example', SMTP_FROM: 'a@x.example', SMTP_USER: 'u' }),
    ).toThrow(/together/);
  });
});
