// Every template renders in every language: each message formats with the values its template gives it. react-intl
// only logs a message that fails to format, and the email would show the message's id instead.
import { render } from '@react-email/render';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Locale, locales } from '#shared/locales.ts';
import { emailIntl } from './email-intl.tsx';
import { type EmailFooter, EmailFooterContext } from './layout.tsx';
import { type EmailPayload, type EmailTemplateName, emailTemplates } from './templates.tsx';

const appUrl = 'http://localhost:3000';
const proposal = { fullName: 'Ann Lee', appUrl, listingTitle: 'Garden design', proposalId: 'p1', offererPays: false };
const samples: { [T in EmailTemplateName]: EmailPayload<T> } = {
  welcome: { appUrl },
  verify_email: { appUrl, verifyUrl: `${appUrl}/verify-email?token=v` },
  password_reset: { fullName: 'Ann Lee', appUrl, resetUrl: `${appUrl}/reset-password?token=r` },
  password_changed: { fullName: 'Ann Lee', appUrl },
  sign_in_locked: { fullName: 'Ann Lee', appUrl, lockMinutes: 15 },
  transaction_completed: { fullName: 'Ann Lee', appUrl, coins: 1000, amountCents: 9000 },
  offer_received: proposal,
  offer_accepted: proposal,
  offer_declined: proposal,
  proposal_expired: proposal,
  deal_auto_completed: proposal,
  cancellation_requested: proposal,
  deal_cancelled: proposal,
  counter_offer: proposal,
  proposal_reminder: proposal,
  dispute_opened: proposal,
  dispute_resolved: proposal,
  dispute_question: { ...proposal, question: 'When was it delivered?' },
  deal_delivered: { ...proposal, completesOn: '2026-12-04' },
  completion_reminder: { ...proposal, completesOn: '2026-12-04' },
  notice: { fullName: 'Ann Lee', title: 'Title', message: null, path: '/dashboard', kind: 'reviews' },
  notice_digest: {
    fullName: 'Ann Lee',
    kinds: ['reviews'],
    sections: [
      {
        kind: 'reviews',
        items: [
          { text: 'Item', path: '/dashboard' },
          { text: null, path: '/dashboard' },
        ],
        more: 3,
      },
    ],
  },
  saved_search_digest: {
    fullName: 'Ann Lee',
    appUrl,
    unsubscribeUrl: `${appUrl}/u`,
    oneClickUrl: `${appUrl}/api/u`,
    searches: [
      {
        name: 'Piano',
        listUrl: `${appUrl}/browse`,
        unsubscribeUrl: `${appUrl}/u/1`,
        more: 3,
        matches: [{ title: 'Piano lessons', url: `${appUrl}/listing/1`, category: 'Music & Audio' }],
      },
      { name: 'Yoga', listUrl: `${appUrl}/browse`, unsubscribeUrl: `${appUrl}/u/2`, more: 0, matches: [] },
    ],
  },
};
const footers: EmailFooter[] = [
  { appUrl, settingsUrl: `${appUrl}/settings`, unsubscribeUrl: null, kinds: [] },
  {
    appUrl,
    settingsUrl: `${appUrl}/settings`,
    unsubscribeUrl: `${appUrl}/stop`,
    kinds: ['reviews', 'deals', 'wallet'],
  },
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the email templates', () => {
  it.each(locales)('render every message in %s', async (locale) => {
    const logged = vi.spyOn(console, 'error');
    const intl = emailIntl(locale);
    for (const name of Object.keys(samples) as EmailTemplateName[]) {
      const { subject, render: body } = emailTemplates[name];
      const payload = samples[name] as never;
      for (const footer of footers) {
        const element = createElement(EmailFooterContext.Provider, { value: footer }, body(payload, intl));
        const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
        expect(html, name).toContain(`<html lang="${locale}"`);
        expect(`${subject(payload, intl)}\n${text}`, name).not.toMatch(/email\.\w/);
      }
    }
    expect(logged).not.toHaveBeenCalled();
  });
});

// The text of an email, with the footer that names kinds. A payload of the shape queued before is given as never.
async function textOf<T extends EmailTemplateName>(name: T, payload: EmailPayload<T>, locale: Locale) {
  const body = emailTemplates[name].render(payload as never, emailIntl(locale));
  return render(createElement(EmailFooterContext.Provider, { value: footers[1] ?? null }, body), { plainText: true });
}

describe('the values queued with an email', () => {
  it('are worded in its language: a day, a price in US dollars, coins, kinds and counts', async () => {
    const receipt = { fullName: 'Ann Lee', appUrl, coins: 1000, amountCents: 124750 };
    expect(await textOf('transaction_completed', receipt, 'en')).toContain(
      'thank you for your purchase of 1,000 Dragon Coins for $1,247.50.',
    );
    expect(await textOf('transaction_completed', receipt, 'de')).toContain(
      'deinen Kauf von 1.000 Dragon Coins für 1.247,50\u00a0$.',
    );

    const day = { ...proposal, completesOn: '2026-12-04' };
    expect(await textOf('completion_reminder', day, 'en')).toContain('completes by itself on Dec 4, 2026 unless');
    expect(await textOf('completion_reminder', day, 'fr')).toContain('4 déc. 2026');

    const digest = samples.notice_digest;
    const english = await textOf('notice_digest', digest, 'en');
    expect(english).toMatch(/REVIEWS\n\n(.|\n)*Item(.|\n)*An update on Dragon Market(.|\n)*And 3 more in the app/);
    expect(english).toContain('Stop emails about reviews, deals, wallet:');
    const spanish = await textOf('notice_digest', digest, 'es');
    expect(spanish).toMatch(/RESEÑAS(.|\n)*Una novedad en Dragon Market(.|\n)*Y 3 más en la aplicación/);
    expect(spanish).not.toMatch(/Reviews|An update|more in the app|reviews, deals/);

    const searches = samples.saved_search_digest;
    expect(await textOf('saved_search_digest', searches, 'en')).toMatch(/Piano lessons.*\(Music & Audio\)/);
    expect(await textOf('saved_search_digest', searches, 'es')).toMatch(/Piano lessons.*\(Música y audio\)/);
  });

  it('come as queued, in English, in an email queued before they were queued raw', async () => {
    const receipt = { fullName: 'Ann Lee', appUrl, product: '1,000 Dragon Coins', amount: '$90.00' };
    expect(await textOf('transaction_completed', receipt as never, 'de')).toContain(
      'deinen Kauf von 1,000 Dragon Coins für $90.00.',
    );
    const day = { ...proposal, completesOn: 'Dec 4, 2026' };
    expect(await textOf('deal_delivered', day, 'de')).toContain('am Dec 4, 2026 automatisch');
    const sections = [{ label: 'Reviews', items: [{ text: 'And 21 more in the app', path: '/dashboard' }] }];
    const digest = await textOf('notice_digest', { fullName: 'Ann Lee', kinds: ['reviews'], sections } as never, 'es');
    expect(digest).toMatch(/REVIEWS(.|\n)*And 21 more in the app/);
  });
});
