/** Outgoing mail goes to the `mail_outbox` table (a relay can drain it later) and, in development, to the console. */
import type { Db } from '../db/database.ts';

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
  kind:
    | 'password-reset'
    | 'order-confirmation'
    | 'order-cancelled'
    | 'newsletter-confirmation'
    | 'contact'
    | 'order-return';
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(db: Db, print: boolean): Mailer {
  return {
    async send(message) {
      await db
        .insertInto('mail_outbox')
        .values({
          recipient: message.to,
          subject: message.subject,
          body: message.body,
          kind: message.kind,
          date_add: new Date().toISOString(),
        })
        .execute();
      if (print) {
        process.stdout.write(`\n--- mail to ${message.to}: ${message.subject}\n${message.body}\n---\n`);
      }
    },
  };
}
