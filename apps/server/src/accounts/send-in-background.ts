import { describeMailError, type Mail, type Mailer } from './mailer';

export interface MailLog {
  error(object: Record<string, unknown>, message: string): void;
}

/**
 * Hands a mail to the SMTP server without holding the request: the answer to "forgot password"
 * and to register must take the same time whether or not a mail goes out (else the delay tells
 * whether the address has an account), and a slow SMTP server must not slow the page. A failed
 * send is logged without the mail (it holds a working link) or the SMTP URL.
 */
export function sendInBackground(mailer: Mailer, mail: Mail, log: MailLog): void {
  mailer.send(mail).catch((error: unknown) => {
    log.error({ mail: { subject: mail.subject }, err: describeMailError(error) }, 'mail not sent');
  });
}
