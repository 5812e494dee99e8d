import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail, verificationMail, type RenderedMail } from '../mail/templates';
import type { Texts, TextStore } from '../texts/text-store';
import { languageFor } from './mail-language';

export interface MailUser {
  email: string;
  name: string;
  language?: unknown;
}

/**
 * Better Auth's mail callbacks. Mails leave in the background: the answer to "reset my
 * password" must not take longer for a registered address than for an unknown one, and a mail
 * server hiccup must not fail a sign-up that already happened (the user can ask for a new mail).
 */
export function authMailSenders(mailer: Mailer, texts: TextStore, logger: FastifyBaseLogger) {
  function deliver(to: string, compose: (texts: Texts) => RenderedMail): void {
    let subject: string | undefined;
    texts
      .current()
      .then((current) => {
        const mail = compose(current);
        subject = mail.subject;
        return mailer.send({ to, ...mail });
      })
      .catch((error: unknown) => {
        logger.error({ err: error, subject }, 'sending a mail failed');
      });
  }
  return {
    sendVerificationEmail: ({ user, url }: { user: MailUser; url: string }) => {
      deliver(user.email, (current) =>
        verificationMail(current, { lang: languageFor(user), name: user.name, url }),
      );
      return Promise.resolve();
    },
    sendResetPassword: ({ user, url }: { user: MailUser; url: string }) => {
      deliver(user.email, (current) =>
        passwordResetMail(current, { lang: languageFor(user), name: user.name, url }),
      );
      return Promise.resolve();
    },
  };
}
