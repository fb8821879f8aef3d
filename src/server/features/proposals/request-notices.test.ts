// Notices worded by the side of the deal (decision 009): on a request the proposer is the provider. A declined
// offer's email points its sender to other services when they were to pay, to requests looking for help when they
// were to be paid; a request's owner hears, in the app and by email, that someone offered to help.
import { render } from '@react-email/render';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, notifications } from '../../db/schema/index.ts';
import { emailTemplates, type ProposalEmailPayload } from '../../platform/email/templates.tsx';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { proposalRequests, type Signed } from '../../test/proposal-requests.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { post, form, listingOf } = proposalRequests(() => t);

async function declinedEmailText(kind: 'service' | 'request') {
  const owner: Signed = await createSignedInMember(t.app);
  const sender: Signed = await createSignedInMember(t.app);
  const listing = await listingOf(owner, { kind, title: `Fence painting ${kind}` });
  const sent = await post(`/api/offers/${listing.id}/proposals`, sender, form());
  expect(sent.statusCode, sent.body).toBe(201);
  const declined = await post(`/api/proposals/${sent.json().id}/decline`, owner);
  expect(declined.statusCode, declined.body).toBe(200);
  const [email] = await t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, sender.user.email), eq(emailOutbox.template, 'offer_declined')));
  const payload = email!.payload as ProposalEmailPayload;
  return { payload, text: await render(emailTemplates.offer_declined.render(payload), { plainText: true }) };
}

describe('the declined offer email', () => {
  it('sends the payer of a service back to the services', async () => {
    const { payload, text } = await declinedEmailText('service');
    expect(payload.offererPays).toBe(true);
    expect(text).toContain('There are many more services to explore.');
  });

  it('sends the proposer on a request, who was to be paid, to the requests looking for help', async () => {
    const { payload, text } = await declinedEmailText('request');
    expect(payload.offererPays).toBe(false);
    expect(text).toContain('There are many more requests looking for help.');
    expect(text).not.toContain('services to explore');
  });

  it('tells a request’s owner that someone offered to help, and a service’s owner of an offer', async () => {
    for (const kind of ['request', 'service'] as const) {
      const owner: Signed = await createSignedInMember(t.app);
      const sender: Signed = await createSignedInMember(t.app);
      const listing = await listingOf(owner, { kind, title: `Gutter cleaning ${kind}` });
      expect((await post(`/api/offers/${listing.id}/proposals`, sender, form())).statusCode).toBe(201);
      const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
      expect(notice!.message).toBe(
        kind === 'request'
          ? `${sender.user.fullName} offered to help with your request "Gutter cleaning request".`
          : `${sender.user.fullName} made an offer on "Gutter cleaning service".`,
      );
      const [email] = await t.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, owner.user.email), eq(emailOutbox.template, 'offer_received')));
      const text = await render(emailTemplates.offer_received.render(email!.payload as ProposalEmailPayload), {
        plainText: true,
      });
      expect(text).toContain(
        kind === 'request'
          ? 'Someone offered to help with your request "Gutter cleaning request".'
          : 'Someone made an offer on your listing "Gutter cleaning service".',
      );
    }
  });

  it('keeps the old words for an email queued before the payer was kept', async () => {
    const text = await render(
      emailTemplates.offer_declined.render({ fullName: 'Ann', appUrl: 'http://x', listingTitle: 'T', proposalId: '1' }),
      { plainText: true },
    );
    expect(text).toContain('There are many more services to explore.');
  });
});
