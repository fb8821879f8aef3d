// A new member's emails are in the language they signed up in from the first one: the verification email is queued
// within the sign-up itself, and a running server's worker may send it the moment it is queued, so the language is
// on the member's row from its insert.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { emailJob } from '../../platform/email/outbox.ts';
import type { Message } from '../../platform/email/transport.ts';
import { createEmailWorker } from '../../platform/email/worker.ts';
import { createJobRunner } from '../../platform/jobs.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';

let t: TestContext;
const sent: Message[] = [];
let deliverDue: () => Promise<number>;

beforeAll(async () => {
  t = await createTestApp();
  const clock = () => Date.now();
  const log = { error: (details: object, message: string) => console.error(message, details) };
  // A worker of the test's own, whose transport keeps each message as the worker made it, decoded.
  const jobs = createJobRunner({ db: t.db, clock, log });
  createEmailWorker({
    db: t.db,
    jobs,
    transport: { kind: 'smtp', send: async (message) => void sent.push(message), close: () => {} },
    from: 'Dragon Market <noreply@example.com>',
    clock,
    log,
  });
  deliverDue = () => jobs.runDue([emailJob]);
});
afterAll(() => t.close());

describe('signing up in Spanish', () => {
  it('gets the verification email in Spanish, even sent the moment it is queued', async () => {
    const email = `nueva-${randomUUID().slice(0, 8)}@example.com`;
    // The language the worker reads if it sends each email as soon as it is told one is queued.
    const languagesWhenQueued: Promise<string | undefined>[] = [];
    const kick = vi.spyOn(t.ctx.email, 'kick').mockImplementation(() => {
      const read = t.db.select({ language: users.language }).from(users).where(eq(users.email, email));
      languagesWhenQueued.push(read.then(([member]) => member?.language));
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { fullName: 'Lucía Pérez', email, password: 'Sturdy-Pass-42', termsAgreed: true, language: 'es' },
    });
    kick.mockRestore();
    expect(res.statusCode, res.body).toBe(201);
    // Told of the verification email, then of the welcome.
    expect(await Promise.all(languagesWhenQueued)).toEqual(['es', 'es']);

    await deliverDue();
    const mails = sent.filter((mail) => mail.to === email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Te damos la bienvenida a Dragon Market',
      'Verifica tu correo electrónico de Dragon Market',
    ]);
    const verification = mails.find((mail) => mail.subject.startsWith('Verifica'));
    expect(verification?.html).toContain('<html lang="es" dir="ltr">');
    expect(verification?.text).toContain('Confirma que esta dirección pertenece a tu cuenta de Dragon Market.');
    expect(verification?.text).not.toMatch(/Verify|Please confirm/);
  });
});
