// Runs the built server for the end-to-end tests on a throwaway data directory, removed on exit, with a real
// SMTP server catching its mail. Tests read the caught mail over HTTP: GET /messages?to=<address>.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const mailPort = Number(process.env.E2E_MAIL_PORT ?? 3197);
const inbox = [];

// Enough MIME to read a message back: its subject, its decoded text/plain part and its unsubscribe headers
// (RFC 8058), read from the unfolded header block.
function readMessage(raw) {
  const subject = /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';
  const head = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const listUnsubscribe = /^List-Unsubscribe: (.*)$/im.exec(head)?.[1];
  const listUnsubscribePost = /^List-Unsubscribe-Post: (.*)$/im.exec(head)?.[1];
  // The part ends at the message's own boundary: a quoted-printable line of the body may start with '--' too.
  const boundary = /boundary="?([^";\s]+)"?/i.exec(head)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  const textPart =
    parts
      .map((part) => /^\s*Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*)$/i.exec(part)?.[1])
      .find((body) => body !== undefined)
      ?.replace(/\r?\n$/, '') ?? '';
  // Quoted-printable is ASCII: its escapes are the UTF-8 text's bytes.
  const bytes = textPart
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  const text = Buffer.from(bytes, 'latin1').toString('utf8');
  return { subject, text, listUnsubscribe, listUnsubscribePost };
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      // Decoded once whole, so a character split between two chunks stays whole.
      const raw = Buffer.concat(chunks).toString('utf8');
      for (const to of session.envelope.rcptTo) inbox.push({ to: to.address, ...readMessage(raw) });
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

const mailApi = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const to = url.searchParams.get('to');
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(inbox.filter((m) => !to || m.to === to)));
});
await new Promise((resolve) => mailApi.listen(mailPort, '127.0.0.1', resolve));

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'market-e2e-'));
const server = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    // Cleared so a developer's .env can never point the tests at a real database.
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // Every journey signs in, and signs up, from this one address.
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    WRITE_RATE_LIMIT_PER_MINUTE: '10000',
  },
});
const cleanUp = () => {
  rmSync(dataDir, { recursive: true, force: true });
  smtp.close();
  mailApi.close();
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
