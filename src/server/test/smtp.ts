// A real SMTP server on 127.0.0.1 for a test file: what the app sends arrives in `inbox`, raw, with its envelope.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string };

export async function startTestSmtp(): Promise<{ url: string; inbox: ReceivedMail[]; close: () => Promise<void> }> {
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A raw message's text with quoted-printable soft breaks and escapes undone, enough to read links back. */
export const decodeMail = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
