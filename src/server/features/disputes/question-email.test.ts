// An admin's question in a dispute reaches the member by email as well as in the app: one email through the outbox,
// to the member asked only, with the question and a link to the deal where they answer it. A refused question
// sends none.
import { render } from '@react-email/render';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index.ts';
import { emailTemplates } from '../../platform/email/templates.tsx';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { dealRequests } from '../../test/deal-requests.ts';
import type { Signed } from '../../test/proposal-requests.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
let admin: Signed;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInMember(t.app, { role: 'admin' });
}, 120_000);
afterAll(() => t.close());

const { post, acceptedDeal, emailsTo } = dealRequests(() => t);

async function disputedDeal() {
  const deal = await acceptedDeal({ title: 'Gutter cleaning' });
  const opened = await post(`/api/proposals/${deal.id}/dispute`, deal.payer, {
    reason: 'not delivered',
    statement: 'The gutters are still full.',
  });
  expect(opened.statusCode, opened.body).toBe(200);
  return { ...deal, disputeId: opened.json().dispute.id as string };
}

const questionsTo = (who: Signed) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, who.user.email), eq(emailOutbox.template, 'dispute_question')));

describe("an admin's question in a dispute", () => {
  it('is emailed to the member asked, with the question and a link to the deal', async () => {
    const { provider, payer, id, disputeId } = await disputedDeal();
    const question = 'Which day did you come by, and did you ring the bell?';
    const asked = await post(`/api/admin/disputes/${disputeId}/questions`, admin, {
      toId: provider.user.id,
      body: question,
    });
    expect(asked.statusCode, asked.body).toBe(201);

    const mails = await questionsTo(provider);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.payload).toMatchObject({ listingTitle: 'Gutter cleaning', proposalId: id, question });
    expect(await emailsTo(payer, 'dispute_question')).toEqual([]);

    // As the worker renders it: the question in the admin's words and the deal's address, in HTML and plain text.
    const element = emailTemplates.dispute_question.render(mails[0]!.payload as never);
    const dealUrl = `${t.config.appUrl}/proposals/${id}`;
    const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
    expect(html).toContain(`href="${dealUrl}"`);
    expect(text).toContain(question);
    expect(text).toContain(dealUrl);
    expect(emailTemplates.dispute_question.subject()).toBe('An admin asks about your dispute on Dragon Market');
  });

  it('sends nothing when the question is refused', async () => {
    const { provider, payer, id, disputeId } = await disputedDeal();
    const url = `/api/admin/disputes/${disputeId}/questions`;
    const question = { toId: provider.user.id, body: 'When?' };
    expect((await t.app.inject({ method: 'POST', url, payload: question })).statusCode).toBe(401);
    expect((await post(url, admin, { ...question, body: ' ' })).statusCode).toBe(400);
    expect((await post(url, admin, { ...question, toId: admin.user.id })).statusCode).toBe(400);
    expect((await post(url, payer, question)).statusCode).toBe(403);
    expect((await post(`/api/proposals/${id}/dispute/withdraw`, payer)).statusCode).toBe(200);
    const closed = await post(url, admin, question);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.code).toBe('NO_DISPUTE');
    expect(await questionsTo(provider)).toEqual([]);
  });
});
