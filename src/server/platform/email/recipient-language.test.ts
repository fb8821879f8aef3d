// Every email in its recipient's language, chosen when the worker sends it: the language of the member the address
// belongs to, else English.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';
import { createJobRunner } from '../jobs.ts';
import { emailJob, enqueueEmail } from './outbox.ts';
import type { Message } from './transport.ts';
import { createEmailWorker } from './worker.ts';

let t: TestContext;
let appUrl: string;
const sent: Message[] = [];
let deliverDue: () => Promise<number>;

beforeAll(async () => {
  t = await createTestApp();
  appUrl = t.config.appUrl;
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
    // The footer the member's settings give a proposal's email (features/notifications/email-screen.ts).
    screen: async () => ({
      action: 'send',
      footer: {
        appUrl,
        settingsUrl: `${appUrl}/dashboard/settings#notifications`,
        unsubscribeUrl: `${appUrl}/notifications/unsubscribe?token=t`,
        kinds: ['proposals'],
      },
    }),
  });
  deliverDue = () => jobs.runDue([emailJob]);
});
afterAll(() => t.close());

async function deliveredTo(address: string): Promise<Message> {
  await deliverDue();
  const message = sent.find((m) => m.to === address);
  if (!message) throw new Error(`nothing sent to ${address}`);
  return message;
}

describe('the language of an email', () => {
  it('is German, subject and body, for a member who speaks German', async () => {
    const member = await createUser(t.db, { language: 'de', fullName: 'Jonas Weber' });
    await enqueueEmail(t.db, {
      to: member.email,
      template: 'deal_delivered',
      payload: {
        fullName: member.fullName,
        appUrl,
        listingTitle: 'Gartenplanung',
        proposalId: 'p1',
        completesOn: '2026-12-04',
      },
    });

    const mail = await deliveredTo(member.email);
    expect(mail.subject).toBe('Dein Geschäft auf Dragon Market wurde geliefert');
    expect(mail.html).toContain('<html lang="de" dir="ltr">');
    expect(mail.text).toContain(
      'Hallo Jonas Weber, die Arbeit für „Gartenplanung“ wurde als geliefert markiert. Bestätige den Abschluss, ' +
        'sonst wird das Geschäft am 4. Dez. 2026 automatisch abgeschlossen.',
    );
    expect(mail.text).toContain(`Geschäft prüfen ${appUrl}/proposals/p1`);
    expect(mail.text).toContain('Keine E-Mails mehr über Vorschläge und Gegenvorschläge:');
    expect(mail.text).toContain('Wähle, welche E-Mails du bekommst:');
    expect(mail.text).not.toMatch(/Hello|Review the deal|Stop emails/);
  });

  it('is read when the email is sent: a member who switched after it was queued gets the new language', async () => {
    const member = await createUser(t.db, { language: 'de', fullName: 'Layla Haddad' });
    await enqueueEmail(t.db, {
      to: member.email,
      template: 'password_changed',
      payload: { fullName: member.fullName, appUrl },
    });
    await t.db.update(users).set({ language: 'ar' }).where(eq(users.id, member.id));

    const mail = await deliveredTo(member.email);
    expect(mail.subject).toBe('تم تغيير كلمة مرورك');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('مرحبًا Layla Haddad، تم للتو تغيير كلمة مرور حسابك في Dragon Market');
    expect(mail.text).not.toContain('Dein Passwort');
  });

  it('is English for an address no member has', async () => {
    await enqueueEmail(t.db, { to: 'visitor@example.com', template: 'welcome', payload: { appUrl } });

    const mail = await deliveredTo('visitor@example.com');
    expect(mail.subject).toBe('Welcome to Dragon Market');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.text).toContain('WELCOME TO DRAGON MARKET!');
    expect(mail.text).toContain('Your account is ready.');
  });
});
