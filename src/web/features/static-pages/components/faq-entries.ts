// The Get Help page's questions (spec: 20 entries). Several answers carry facts the spec fixes: coins for cash
// once verified, card payments through a payment provider, support and listing approval within 24-48 hours. The
// wallet's figures come from its constants (wallet-terms.ts), given to the answers as {packs}, {conversion} and
// {withdrawals} (faqValues).
import type { IntlShape } from 'react-intl';
import {
  describeCoinPacks,
  describeConversion,
  describeWithdrawals,
} from '#web/features/static-pages/components/wallet-terms.ts';

export const faqEntries = [
  { question: 'static-pages.faq.whatIsQuestion', answer: 'static-pages.faq.whatIsAnswer' },
  { question: 'static-pages.faq.costQuestion', answer: 'static-pages.faq.costAnswer' },
  { question: 'static-pages.faq.whoQuestion', answer: 'static-pages.faq.whoAnswer' },
  { question: 'static-pages.faq.listingOrRequestQuestion', answer: 'static-pages.faq.listingOrRequestAnswer' },
  { question: 'static-pages.faq.postQuestion', answer: 'static-pages.faq.postAnswer' },
  { question: 'static-pages.faq.approvalQuestion', answer: 'static-pages.faq.approvalAnswer' },
  { question: 'static-pages.faq.proposalQuestion', answer: 'static-pages.faq.proposalAnswer' },
  { question: 'static-pages.faq.paymentMethodsQuestion', answer: 'static-pages.faq.paymentMethodsAnswer' },
  { question: 'static-pages.faq.moneyQuestion', answer: 'static-pages.faq.moneyAnswer' },
  { question: 'static-pages.faq.coinsQuestion', answer: 'static-pages.faq.coinsAnswer' },
  { question: 'static-pages.faq.buyCoinsQuestion', answer: 'static-pages.faq.buyCoinsAnswer' },
  { question: 'static-pages.faq.cardPaymentsQuestion', answer: 'static-pages.faq.cardPaymentsAnswer' },
  { question: 'static-pages.faq.convertQuestion', answer: 'static-pages.faq.convertAnswer' },
  { question: 'static-pages.faq.withdrawQuestion', answer: 'static-pages.faq.withdrawAnswer' },
  { question: 'static-pages.faq.messagesQuestion', answer: 'static-pages.faq.messagesAnswer' },
  { question: 'static-pages.faq.dealDoneQuestion', answer: 'static-pages.faq.dealDoneAnswer' },
  { question: 'static-pages.faq.reviewsQuestion', answer: 'static-pages.faq.reviewsAnswer' },
  { question: 'static-pages.faq.notAllowedQuestion', answer: 'static-pages.faq.notAllowedAnswer' },
  { question: 'static-pages.faq.passwordQuestion', answer: 'static-pages.faq.passwordAnswer' },
  { question: 'static-pages.faq.supportQuestion', answer: 'static-pages.faq.supportAnswer' },
] as const;

export type FaqEntry = (typeof faqEntries)[number];

/** The wallet's figures the answers quote, worded in the reader's language. */
export function faqValues(intl: IntlShape): Record<string, string> {
  return {
    packs: describeCoinPacks(intl),
    conversion: describeConversion(intl),
    withdrawals: describeWithdrawals(intl),
  };
}
