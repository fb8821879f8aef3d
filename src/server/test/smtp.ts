// A real SMTP server on 127.0.0.1 for a test file: what the app sends arrives in `inbox`, raw, with its envelope.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string };

export type TestSmtp = { url: string; port: number; inbox: ReceivedMail[]; close: () => Promise<void> };

/** On a free port, or on `port` (to come back where a server was stopped). */
export async function startTestSmtp(port = 0): Promise<TestSmtp> {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    inbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A raw message's text with quoted-printable soft breaks and escapes undone, enough to read links back. */
export const decodeMail = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
