// Every template renders in every language: each message formats with the values its template gives it. react-intl
// only logs a message that fails to format, and the email would show the message's id instead.
import { render } from '@react-email/render';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locales } from '#shared/locales.ts';
import { emailIntl } from './email-intl.tsx';
import { type EmailFooter, EmailFooterContext } from './layout.tsx';
import { readQueuedCoins, readQueuedDay, readQueuedDollars } from './queued-values.ts';
import { type EmailPayload, type EmailTemplateName, emailTemplates } from './templates.tsx';

const appUrl = 'http://localhost:3000';
const proposal = { fullName: 'Ann Lee', appUrl, listingTitle: 'Garden design', proposalId: 'p1', offererPays: false };
const samples: { [T in EmailTemplateName]: EmailPayload<T> } = {
  welcome: { appUrl },
  verify_email: { appUrl, verifyUrl: `${appUrl}/verify-email?token=v` },
  password_reset: { fullName: 'Ann Lee', appUrl, resetUrl: `${appUrl}/reset-password?token=r` },
  password_changed: { fullName: 'Ann Lee', appUrl },
  sign_in_locked: { fullName: 'Ann Lee', appUrl, lockMinutes: 15 },
  transaction_completed: { fullName: 'Ann Lee', appUrl, product: '1,000 Dragon Coins', amount: '$90.00' },
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
  deal_delivered: { ...proposal, completesOn: 'Dec 4, 2026' },
  completion_reminder: { ...proposal, completesOn: 'Dec 4, 2026' },
  notice: { fullName: 'Ann Lee', title: 'Title', message: null, path: '/dashboard', kind: 'reviews' },
  notice_digest: {
    fullName: 'Ann Lee',
    kinds: ['reviews'],
    sections: [{ label: 'Reviews', items: [{ text: 'Item', path: '/dashboard' }] }],
  },
  saved_search_digest: {
    fullName: 'Ann Lee',
    appUrl,
    unsubscribeUrl: `${appUrl}/u`,
    oneClickUrl: `${appUrl}/api/u`,
    searches: [
      { name: 'Piano', listUrl: `${appUrl}/browse`, unsubscribeUrl: `${appUrl}/u/1`, more: 3, matches: [] },
      { name: 'Yoga', listUrl: `${appUrl}/browse`, unsubscribeUrl: `${appUrl}/u/2`, more: 0, matches: [] },
    ],
  },
};
const footers: EmailFooter[] = [
  { appUrl, settingsUrl: `${appUrl}/settings`, unsubscribeUrl: null, about: null },
  { appUrl, settingsUrl: `${appUrl}/settings`, unsubscribeUrl: `${appUrl}/stop`, about: 'reviews, deals, wallet' },
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

describe('the values queued already worded in English', () => {
  it('read back as a day and as numbers, for each email to word them in its own language', () => {
    expect(readQueuedDay('Dec 4, 2026')).toEqual(new Date(Date.UTC(2026, 11, 4)));
    expect(readQueuedDollars('$1,247.50')).toBe(1247.5);
    expect(readQueuedCoins('1,000 Dragon Coins')).toBe(1000);
  });

  it('read back as nothing when they are worded otherwise', () => {
    expect(readQueuedDay('Feb 30, 2026')).toBeNull();
    expect(readQueuedDay('4 December 2026')).toBeNull();
    expect(readQueuedDollars('€10.00')).toBeNull();
    expect(readQueuedCoins('a pack of coins')).toBeNull();
  });
});
