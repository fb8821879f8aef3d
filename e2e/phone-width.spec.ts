// On a phone (390 x 844) no page scrolls sideways, and the sticky header is one opaque row of at most 64 px: every
// page of the route table (src/web/app/paths.ts; a test checks that none is left out) as a member with something
// on each of them (a live listing with a long title, a completed deal, a proposal, a conversation, a favourite, a
// saved search, coin orders), as a visitor, and as the admin on every tab of the panel with rows in each, whose
// tab strip keeps the open tab in view. A failure names the widest elements that stick out, so the overflow can be
// found.
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { paths } from '../src/web/app/paths.ts';
import { waitForContent } from './fixtures/axe.ts';
import { signInAsAdmin } from './fixtures/admin.ts';
import { newMember, signUpThroughApi } from './fixtures/accounts.ts';
import { earnCoinsInDeal } from './fixtures/earned-coins.ts';
import { buyCoins, createApprovedListing, postListing, postOk } from './fixtures/listings.ts';

const phone = { width: 390, height: 844 };
const headerMaxHeight = 64;

test.use({ viewport: phone, isMobile: true, hasTouch: true });

const longName = 'Phone Member With A Rather Long Name';
const longTitle = 'Weekend party planning with a long title that has to wrap on a narrow phone screen';
// Pasted links and addresses do not break at spaces: they must wrap or scroll in their box, not widen the page.
const pastedLink = 'https://example.com/a-very-long-link/that-someone-pasted/without-any-spaces/into-their-text';

type Seeded = {
  proposalId: string;
  conversationId: string;
  listingId: string;
  theirListingId: string;
  memberId: string;
  theirMemberId: string;
  orderId: string;
};

/** What a member reaches, signed in: their dashboard's pages, their records, and the public pages. */
function memberPages(seeded: Seeded): string[] {
  return [
    paths.dashboard.home(),
    paths.dashboard.profile(),
    paths.dashboard.wallet(),
    paths.dashboard.offers(),
    paths.dashboard.createOffer({ type: 'service' }),
    paths.dashboard.createOffer({ type: 'request' }),
    paths.dashboard.myOffers(),
    `${paths.dashboard.myOffers()}?tab=received`,
    paths.dashboard.favourites(),
    paths.dashboard.savedSearches(),
    paths.dashboard.messages(),
    paths.dashboard.messages({ conversation: seeded.conversationId }),
    paths.dashboard.feedback(),
    paths.dashboard.settings(),
    paths.completedOffers(),
    paths.proposals(),
    paths.proposal(seeded.proposalId),
    // A tapped push lands here and goes on to the page it is about (without an id to mark read).
    paths.openNotification({ id: '', type: 'offer_received', related: seeded.proposalId }),
    paths.listing(seeded.listingId),
    paths.listing(seeded.theirListingId),
    paths.member(seeded.memberId),
    paths.member(seeded.theirMemberId),
    paths.addListing(),
    paths.profile(),
    paths.testCheckout(seeded.orderId),
    paths.paymentSuccess({ product: '100 Dragon Coins', amount: 10 }),
    paths.paymentCancelled(),
    ...publicPages,
  ];
}

const publicPages = [
  paths.home(),
  paths.browse({ q: 'party' }),
  paths.services(),
  paths.requests(),
  paths.exploreCategories(),
  paths.category('event-planning'),
  paths.getHelp(),
  paths.terms(),
  paths.termsOfUse(),
  paths.privacy(),
  paths.aboutUs(),
  paths.howItWorks(),
];

/** What only a visitor sees (a member is sent on from most of them), and the public pages again. */
const visitorPages = [
  paths.signup(),
  paths.resetPassword(),
  paths.verifyEmail(),
  paths.unsubscribe({ token: 'not-a-real-token' }),
  paths.notificationUnsubscribe({ token: 'not-a-real-token' }),
  paths.maintenance(),
  ...publicPages,
];

// The admin's pages; each tab of the panel is opened from its strip (the test clicks every tab there is).
const adminPages = [paths.admin(), paths.dashboard.admin()];

/** Every route's pattern in paths.ts, '/listing/:id' and the like. */
function listRoutePatterns(table: object): string[] {
  return Object.values(table).flatMap((entry: unknown) => {
    if (typeof entry === 'function' && 'pattern' in entry) return [String(entry.pattern)];
    return entry && typeof entry === 'object' ? listRoutePatterns(entry) : [];
  });
}

function matchesPattern(path: string, pattern: string): boolean {
  const pathname = new URL(path, 'http://localhost').pathname;
  return new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`).test(pathname);
}

test('every route of the route table is measured here', () => {
  const placeholders: Seeded = {
    proposalId: 'p',
    conversationId: 'c',
    listingId: 'l',
    theirListingId: 't',
    memberId: 'm',
    theirMemberId: 'o',
    orderId: 'o',
  };
  const measured = [...memberPages(placeholders), ...visitorPages, ...adminPages];
  const missed = listRoutePatterns(paths).filter((pattern) => !measured.some((path) => matchesPattern(path, pattern)));
  expect(missed, 'routes no phone test opens').toEqual([]);
});

/**
 * Signs `member` up and fills their pages through the API; a second member (on a context of its own) owns the
 * listing the member proposes on and favourites, and buys the member's listing in cash, which the member completes.
 */
async function seedMember(member: APIRequestContext, browser: Browser): Promise<Seeded> {
  await signUpThroughApi(member, newMember({ fullName: longName }));
  const memberId = ((await (await member.get('/api/me')).json()) as { id: string }).id;
  const listing = await createApprovedListing(member, { title: longTitle, paymentTypes: ['cash', 'coins'] });
  // Awaiting review, so My Offers has a row of each kind and status.
  await postListing(member, {
    kind: 'request',
    title: 'Looking for someone to teach beginner watercolour on Sunday afternoons',
    price: { cashCents: 4500, coins: 450 },
    paymentTypes: ['cash', 'coins'],
  });
  await buyCoins(member);
  // Left unpaid, for the test checkout page.
  const checkout = await postOk<{ url: string }>(member, '/api/wallet/checkout', { coins: 500, acceptTerms: true });
  await postOk(member, '/api/me/saved-searches', {
    name: 'Party planners who bring decorations and clean up afterwards',
    query: 'q=party&payment=coins',
  });

  const otherContext = await browser.newContext();
  try {
    const other = otherContext.request;
    await signUpThroughApi(other, newMember({ fullName: 'Phone Buyer With An Equally Long Family Name' }));
    const theirMemberId = ((await (await other.get('/api/me')).json()) as { id: string }).id;
    const theirs = await createApprovedListing(other, {
      title: 'Garden tidy-up before the summer barbecue, hedges, lawn and the shed included',
    });
    const favourited = await member.put(`/api/me/favourites/${theirs.id}`);
    expect(favourited.ok(), await favourited.text()).toBe(true);
    const proposal = await postOk<{ id: string }>(member, `/api/offers/${theirs.id}/proposals`, {
      paymentMethods: ['cash'],
      fullName: longName,
      email: 'phone.member@example.com',
      cashAmountCents: 3500,
      message: `I can come on Saturday morning with my own tools. My past work: ${pastedLink}`,
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
    const conversation = await postOk<{ id: string }>(other, '/api/conversations', { participantId: memberId });
    await postOk(other, `/api/conversations/${conversation.id}/messages`, {
      content: `Thanks for the party! The photos are at ${pastedLink}`,
    });
    return {
      proposalId: proposal.id,
      conversationId: conversation.id,
      listingId: listing.id,
      theirListingId: theirs.id,
      memberId,
      theirMemberId,
      orderId: checkout.url.split('/').pop() ?? '',
    };
  } finally {
    await otherContext.close();
  }
}

/**
 * Gives every tab of the admin panel rows with long names: a member with a pending listing, feedback, a support
 * request, a reported message and a $25 withdrawal (the users, offers and transactions tabs list them too; the
 * demo data has an open dispute).
 */
async function seedAdminTabs(browser: Browser): Promise<void> {
  const memberContext = await browser.newContext();
  const otherContext = await browser.newContext();
  try {
    const member = memberContext.request;
    const other = otherContext.request;
    const { email } = await signUpThroughApi(member, newMember({ fullName: longName }));
    await signUpThroughApi(other, newMember({ fullName: 'Reporting Member With An Equally Long Family Name' }));
    await postListing(member, { title: longTitle });
    await postOk(member, '/api/feedback', { type: 'bug', content: `The page at ${pastedLink} is too wide`, rating: 2 });
    await postOk(member, '/api/support-requests', {
      name: longName,
      email,
      helpType: 'Technical Issue',
      comments: `I cannot open ${pastedLink} on my phone.`,
    });
    const otherId = ((await (await other.get('/api/me')).json()) as { id: string }).id;
    const conversation = await postOk<{ id: string }>(member, '/api/conversations', { participantId: otherId });
    const message = await postOk<{ id: string }>(member, `/api/conversations/${conversation.id}/messages`, {
      content: `Cheap followers at ${pastedLink}`,
    });
    await postOk(other, `/api/messages/${message.id}/report`, { reason: 'Spam' });
    // 500 DC earned in a deal, converted to $45, of which $25 is asked for.
    await earnCoinsInDeal(member, 500);
    await postOk(member, '/api/wallet/convert', { coins: 500, acceptTerms: true, requestId: randomUUID() });
    await postOk(member, '/api/wallet/withdrawals', { amountCents: 2500, acceptTerms: true, requestId: randomUUID() });
  } finally {
    await memberContext.close();
    await otherContext.close();
  }
}

type Fit = { overflowPx: number; widest: string[]; headerHeight: number; headerBackground: string };

/**
 * How far the page reaches past the viewport's right edge (0 when it does not scroll sideways), the outermost
 * elements that stick out, widest first, as `tag.class (right edge)`, and the header's height and background.
 */
async function measurePage(page: Page): Promise<Fit> {
  // A string, evaluated in the page: the e2e TypeScript project has no DOM types.
  return page.evaluate(`(() => {
    const root = document.scrollingElement;
    const header = document.querySelector('header');
    const headerHeight = header ? header.getBoundingClientRect().height : 0;
    const headerBackground = header ? getComputedStyle(header).backgroundColor : 'no header';
    // Against the phone's width, not innerWidth: a phone zooms a page that is too wide out to fit it, which widens
    // innerWidth to the page's width and would hide the overflow.
    const overflowPx = root.scrollWidth - ${phone.width};
    if (overflowPx <= 0) return { overflowPx: 0, widest: [], headerHeight, headerBackground };
    const edge = ${phone.width} + 1;
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
    return { overflowPx, widest, headerHeight, headerBackground };
  })()`);
}

/** A computed colour with no transparency: Chromium writes an opaque one as rgb(), any other with an alpha. */
function isOpaque(colour: string): boolean {
  return /^rgb\(/.test(colour);
}

// The maintenance screen stands alone, with no header (the bare layout).
const headerlessPages = new Set([paths.maintenance()]);

/** Soft assertions, named after the page: one test walks many pages and reports every one that fails. */
async function expectFitsPhone(page: Page, name: string): Promise<void> {
  const { overflowPx, widest, headerHeight, headerBackground } = await measurePage(page);
  expect.soft(overflowPx, `${name} scrolls sideways; sticking out: ${widest.join(', ')}`).toBe(0);
  if (headerlessPages.has(name)) return;
  expect.soft(headerHeight, `${name}: the header's height`).toBeLessThanOrEqual(headerMaxHeight);
  expect.soft(headerHeight, `${name}: the header is there`).toBeGreaterThan(0);
  expect.soft(isOpaque(headerBackground), `${name}: the header's background ${headerBackground} is opaque`).toBe(true);
}

async function visitAndMeasure(page: Page, path: string): Promise<void> {
  await test.step(path, async () => {
    await page.goto(path);
    await waitForContent(page);
    await expectFitsPhone(page, path);
  });
}

test('no page of a member with data scrolls sideways on a phone, under a one-row opaque header', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const seeded = await seedMember(page.request, browser);
  for (const path of memberPages(seeded)) await visitAndMeasure(page, path);

  await test.step('the notifications', async () => {
    await page.goto(paths.dashboard.home());
    await waitForContent(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .click();
    const popup = page.getByRole('dialog', { name: 'Notifications' });
    await expect(popup.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    const box = await popup.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(phone.width);
    await expectFitsPhone(page, 'the notifications');
  });
});

test('no page a visitor opens scrolls sideways on a phone, under a one-row opaque header', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of visitorPages) await visitAndMeasure(page, path);
});

/** The tab's place in its strip: wholly in view, or how far it is cut off. */
async function expectTabInView(page: Page, name: string): Promise<void> {
  const strip = await page.getByRole('tablist', { name: 'Admin sections' }).boundingBox();
  const tab = await page.getByRole('tab', { name, exact: true }).boundingBox();
  if (!strip || !tab) throw new Error(`The admin tab strip or its ${name} tab is not shown`);
  expect.soft(tab.x, `the ${name} tab starts inside the strip`).toBeGreaterThanOrEqual(strip.x - 1);
  expect
    .soft(tab.x + tab.width, `the ${name} tab ends inside the strip`)
    .toBeLessThanOrEqual(strip.x + strip.width + 1);
}

test('no tab of the admin panel scrolls sideways on a phone, each with rows in it', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await seedAdminTabs(browser);
  await signInAsAdmin(page);
  for (const path of adminPages) await visitAndMeasure(page, path);

  const names = await page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab').allInnerTexts();
  expect(names.length).toBeGreaterThanOrEqual(10);
  for (const name of names) {
    await test.step(name, async () => {
      await page.getByRole('tab', { name, exact: true }).click();
      const panel = page.getByRole('tabpanel', { name });
      await expect(panel).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      // A list tab shows the rows it has: none would prove nothing about their width.
      const total = panel.getByRole('status').filter({ hasText: /results?$/ });
      if (await total.count()) await expect(total).not.toHaveText(/^0 results/);
      await expectFitsPhone(page, `the ${name} tab`);
      await expectTabInView(page, name);
    });
  }
});

test('the admin tab strip brings the open tab into view, not the page', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(`${paths.admin()}?tab=settings`);
  await expect(page.getByRole('tab', { name: 'Platform Settings', selected: true })).toBeVisible();
  await expectTabInView(page, 'Platform Settings');
  // Only the strip scrolled: the page opens at its top.
  expect(await page.evaluate('window.scrollY')).toBe(0);

  // Any tab the address opens on, not only the last.
  for (const [tab, name] of [
    ['disputes', 'Disputes'],
    ['reports', 'Reports'],
    ['support', 'Support'],
  ] as const) {
    await page.goto(`${paths.admin()}?tab=${tab}`);
    await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
    await expectTabInView(page, name);
  }
});
