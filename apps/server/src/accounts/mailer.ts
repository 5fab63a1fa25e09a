import nodemailer from 'nodemailer';
import type { Config } from '../config/config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends one mail; resolves once the SMTP server accepted it. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * The SMTP transport from SMTP_URL (nodemailer: STARTTLS when the server offers it on smtp://,
 * TLS from the start on smtps://), or null when no SMTP server is configured. Only plain text is
 * sent: a link and a few sentences need no HTML, and text cannot hide where a link goes.
 */
export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV'>,
): Mailer | null {
  if (!config.SMTP_URL || !config.MAIL_FROM) return null;
  const transport = nodemailer.createTransport(
    {
      ...smtpOptions(config.SMTP_URL),
      // Without these a dead SMTP server would hold a request's background send for minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    },
    { from: config.MAIL_FROM },
  );
  return {
    async send(mail) {
      await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
}

/** SMTP_URL as nodemailer's options: `smtps://` is TLS from the start, `smtp://` upgrades when offered. */
function smtpOptions(raw: string) {
  const url = new URL(raw);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username
      ? {
          auth: {
            user: decodeURIComponent(url.username),
            pass: decodeURIComponent(url.password),
          },
        }
      : {}),
  };
}

/**
 * What a failed send leaves in the log: nodemailer's error code and SMTP reply code, never the
 * message (it can quote the SMTP URL with its password, or the mail with its link).
 */
export function describeMailError(error: unknown): Record<string, unknown> {
  const { code, responseCode, command } = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    command?: unknown;
  };
  return { code, responseCode, command };
}
