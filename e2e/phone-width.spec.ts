// On a phone (390 x 844) no signed-in page scrolls sideways: wide tables scroll inside their own box or become cards.
// A member with something on every page (their live listing, a completed deal they were paid for, a proposal they
// sent, a conversation, a paid coin order) and the admin on each of the panel's nine tabs. A failure names the
// widest elements that stick out, so the overflow can be found.
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { waitForContent } from './fixtures/axe.ts';
import { signInAsAdmin } from './fixtures/admin.ts';
import { newMember, signUpThroughApi } from './fixtures/accounts.ts';
import { buyCoins, createApprovedListing, postOk } from './fixtures/listings.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const adminTabs = ['users', 'offers', 'transactions', 'withdrawals', 'feedback', 'support', 'reports', 'settings'];

type Seeded = { proposalId: string; conversationId: string; listingId: string };

/**
 * Signs `member` up and fills their pages through the API; a second member (on a context of its own) owns the
 * listing the member proposes on, and buys the member's listing in cash, which the member accepts and completes.
 */
async function seedMember(member: APIRequestContext, browser: Browser): Promise<Seeded> {
  await signUpThroughApi(member, newMember({ fullName: 'Phone Member With A Rather Long Name' }));
  const listing = await createApprovedListing(member, {
    title: 'Weekend party planning with a long title that has to wrap on a narrow phone screen',
    paymentTypes: ['cash', 'coins'],
  });
  await buyCoins(member);

  const otherContext = await browser.newContext();
  try {
    const other = otherContext.request;
    await signUpThroughApi(other, newMember({ fullName: 'Phone Buyer' }));
    const theirs = await createApprovedListing(other, { title: 'Garden tidy-up before the summer barbecue' });
    const proposal = await postOk<{ id: string }>(member, `/api/offers/${theirs.id}/proposals`, {
      paymentMethods: ['cash'],
      fullName: 'Phone Member',
      email: 'phone.member@example.com',
      cashAmountCents: 3500,
      message: 'I can come on Saturday morning with my own tools.',
    });
    const deal = await postOk<{ id: string }>(other, `/api/offers/${listing.id}/proposals`, {
      paymentMethods: ['cash'],
      fullName: 'Phone Buyer',
      email: 'phone.buyer@example.com',
      cashAmountCents: 12000,
      message: 'Could you plan a birthday party for twenty guests?',
    });
    await postOk(member, `/api/proposals/${deal.id}/accept`);
    await postOk(member, `/api/proposals/${deal.id}/deliver`);
    await postOk(other, `/api/proposals/${deal.id}/complete`);
    const conversation = await postOk<{ id: string }>(other, '/api/conversations', {
      participantId: ((await (await member.get('/api/me')).json()) as { id: string }).id,
    });
    await postOk(other, `/api/conversations/${conversation.id}/messages`, {
      content: 'Thanks for the party! Averyveryverylongwordwithoutanyspacesthatmustnotpushthepagesidewaysatall.',
    });
    return { proposalId: proposal.id, conversationId: conversation.id, listingId: listing.id };
  } finally {
    await otherContext.close();
  }
}

/**
 * How far the page reaches past the viewport's right edge (0 when it does not scroll sideways) and the outermost
 * elements that stick out, widest first, as `tag.class (right edge)`.
 */
async function measureSidewaysOverflow(page: Page): Promise<{ overflowPx: number; widest: string[] }> {
  // A string, evaluated in the page: the e2e TypeScript project has no DOM types.
  return page.evaluate(`(() => {
    const root = document.documentElement;
    const overflowPx = root.scrollWidth - root.clientWidth;
    if (overflowPx <= 0) return { overflowPx: 0, widest: [] };
    const edge = root.clientWidth + 1;
    // What a scroll box or clipping ancestor holds cannot widen the page, so only the rest is named.
    const isClipped = (element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    const sticksOut = (element) => element.getBoundingClientRect().right > edge && !isClipped(element);
    const widest = [...document.body.querySelectorAll('*')]
      .filter((element) => sticksOut(element) && !(element.parentElement && sticksOut(element.parentElement)))
      .sort((a, b) => b.getBoundingClientRect().width - a.getBoundingClientRect().width)
      .slice(0, 6)
      .map((element) => {
        const classes = typeof element.className === 'string' ? element.className.trim().split(/\\s+/).join('.') : '';
        const right = Math.round(element.getBoundingClientRect().right);
        return element.tagName.toLowerCase() + (classes ? '.' + classes : '') + ' (' + right + 'px)';
      });
    return { overflowPx, widest };
  })()`);
}

async function expectNoSidewaysScroll(page: Page, path: string): Promise<void> {
  await test.step(path, async () => {
    await page.goto(path);
    await waitForContent(page);
    const { overflowPx, widest } = await measureSidewaysOverflow(page);
    expect.soft(overflowPx, `${path} scrolls sideways; sticking out: ${widest.join(', ')}`).toBe(0);
  });
}

test('no page of a member with data scrolls sideways on a phone', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const seeded = await seedMember(page.request, browser);
  for (const path of [
    '/dashboard',
    '/dashboard/my-offers',
    '/dashboard/my-offers?tab=received',
    '/dashboard/wallet',
    '/dashboard/messages',
    `/dashboard/messages?conversation=${seeded.conversationId}`,
    '/dashboard/settings',
    '/dashboard/profile',
    '/dashboard/feedback',
    '/dashboard/offers/create?type=service',
    '/completed-offers',
    '/proposals',
    `/proposals/${seeded.proposalId}`,
    `/listing/${seeded.listingId}`,
    '/add-listing',
    '/profile',
  ]) {
    await expectNoSidewaysScroll(page, path);
  }
});

test('no tab of the admin panel scrolls sideways on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await expectNoSidewaysScroll(page, '/admin');
  for (const tab of adminTabs) await expectNoSidewaysScroll(page, `/admin?tab=${tab}`);
  await expectNoSidewaysScroll(page, '/dashboard/admin');
});
