// Where emails go: an SMTP server when SMTP_URL is set, otherwise the server log (so someone trying the app
// locally can copy a reset link from the console).
import nodemailer from 'nodemailer';

export type Message = {
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers a template asks for (a digest's List-Unsubscribe). */
  headers?: Record<string, string>;
};
export type MailTransport = { kind: 'smtp' | 'log'; send: (message: Message) => Promise<void>; close: () => void };

type Log = { info: (details: object, message: string) => void };

export function createMailTransport(options: {
  smtpUrl: string | undefined;
  log: Log;
  /** Log the body too. Never in production: a logged reset link would hand the account to whoever reads logs. */
  logContent: boolean;
}): MailTransport {
  if (!options.smtpUrl) {
    return {
      kind: 'log',
      send: async (m) =>
        options.log.info(
          { to: m.to, subject: m.subject, ...(options.logContent ? { text: m.text } : {}) },
          'email (no SMTP_URL set)',
        ),
      close: () => {},
    };
  }
  const url = new URL(options.smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // An unreachable server must fail the attempt (and leave the email queued), not hang the worker.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: 'smtp',
    send: async (m) => {
      await transporter.sendMail(m);
    },
    close: () => transporter.close(),
  };
}
