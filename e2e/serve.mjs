// Runs the built server for the end-to-end tests, once per instance named on the command line ('<port>:<mailPort>'),
// each on a throwaway data directory with demo data, removed on exit, with a real SMTP server catching its mail. Tests read the caught mail over HTTP: GET /messages?to=<address>.
// With TEST_DATABASE_URL (CI), each instance runs on a PostgreSQL database of its own on that server, as in
// production, instead of on PGlite in its data directory.
// Prints 'e2e servers ready' once every instance answers.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

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

const serverEnv = {
  ...process.env,
  // Cleared so a developer's .env can never point the tests at a real database.
  DATABASE_URL: '',
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  // Every journey signs in, and signs up, from this one address.
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  WRITE_RATE_LIMIT_PER_MINUTE: '10000',
  // The push service e2e/push-notifications.spec.ts runs on this machine, in place of the browsers' own.
  PUSH_SERVICE_HOSTS: '127.0.0.1',
  // The spec's fixed rates, which the journeys' figures assume: no rates feed from the internet (decision 058).
  CURRENCY_RATES_URL: 'off',
};

const postgresUrl = process.env.TEST_DATABASE_URL;
// Names .ci/run's clean-up knows, should a run be cut short.
const templateDatabase = `market_template_e2e_${process.pid}`;
const instanceDatabase = (port) => `market_test_e2e_${process.pid}_${port}`;

function databaseUrl(name) {
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements on the PostgreSQL server's maintenance connection (CREATE and DROP DATABASE). */
async function administer(...statements) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

// Migrating and seeding the demo data is most of a server's start, and the machine's cores are few: it is done once,
// by a server that stops as soon as it has started, and each instance starts on a copy of its data directory (and of
// its database, on PostgreSQL).
async function seedTemplate() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'market-e2e-template-'));
  if (postgresUrl)
    await administer(`DROP DATABASE IF EXISTS ${templateDatabase}`, `CREATE DATABASE ${templateDatabase}`);
  const seeder = spawn(process.execPath, ['dist/server/main.js'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...serverEnv,
      DATA_DIR: dataDir,
      DATABASE_URL: postgresUrl ? databaseUrl(templateDatabase) : '',
      PORT: '0',
      SMTP_URL: '',
    },
  });
  let output = '';
  const exited = new Promise((resolve) => seeder.on('exit', resolve));
  seeder.stdout.on('data', (chunk) => {
    output += chunk;
    // The banner: migrated, seeded and listening.
    if (output.includes('Dragon Market is running')) seeder.kill('SIGTERM');
  });
  const code = await exited;
  if (!output.includes('Dragon Market is running')) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`The seeding server exited with ${code}:\n${output}`);
  }
  return dataDir;
}

async function startInstance(port, mailPort, template) {
  const inbox = [];
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
  cpSync(template, dataDir, { recursive: true });
  const database = postgresUrl ? instanceDatabase(port) : undefined;
  const appUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    stdio: 'inherit',
    env: {
      ...serverEnv,
      DATA_DIR: dataDir,
      DATABASE_URL: database ? databaseUrl(database) : '',
      PORT: String(port),
      APP_URL: appUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    },
  });
  const exited = new Promise((resolve) =>
    server.on('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      smtp.close();
      mailApi.close();
      const dropped = database ? administer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`) : Promise.resolve();
      void dropped
        .catch((error) => console.error(`Could not drop the database ${database}: ${String(error)}`))
        .then(() => resolve(code ?? 0));
    }),
  );
  return { server, appUrl, exited };
}

async function waitForHealth(appUrl) {
  for (;;) {
    const ok = await fetch(`${appUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const template = await seedTemplate();
const addresses = process.argv.slice(2).map((arg) => arg.split(':').map(Number));
// One at a time: PostgreSQL copies a template for one new database at once.
if (postgresUrl) {
  await administer(
    ...addresses.map(([port]) => `CREATE DATABASE ${instanceDatabase(port)} TEMPLATE ${templateDatabase}`),
  );
}
const instances = await Promise.all(addresses.map(([port, mailPort]) => startInstance(port, mailPort, template)));
rmSync(template, { recursive: true, force: true });
if (postgresUrl) await administer(`DROP DATABASE ${templateDatabase}`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => instances.forEach(({ server }) => server.kill(signal)));
}
// One instance gone (a crash, or the end of the run) takes the others with it.
void Promise.race(instances.map(({ exited }) => exited)).then(async (code) => {
  instances.forEach(({ server }) => server.kill('SIGTERM'));
  await Promise.all(instances.map(({ exited }) => exited));
  process.exit(code);
});
await Promise.all(instances.map(({ appUrl }) => waitForHealth(appUrl)));
console.log('e2e servers ready');
