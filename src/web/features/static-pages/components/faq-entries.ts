// The Get Help page's questions (spec: 20 entries). Several answers carry facts the spec fixes: coins for cash
// once verified, card payments through a payment provider, support and listing approval within 24-48 hours. The
// wallet's figures come from its constants (wallet-terms.ts).
import {
  describeCoinPacks,
  describeConversion,
  describeWithdrawals,
} from '#web/features/static-pages/components/wallet-terms.ts';

export type FaqEntry = { question: string; answer: string };

export const faqEntries: FaqEntry[] = [
  {
    question: 'What is Dragon Market?',
    answer:
      'A community marketplace where members offer the services they are good at and ask for the help they need. Deals are paid in cash, in Dragon Coins or by trading one service for another.',
  },
  {
    question: 'Does it cost anything to join?',
    answer:
      'No. Creating an account is free, and so are browsing, listing a service, posting a request and sending proposals.',
  },
  {
    question: 'Who can use the marketplace?',
    answer: 'Anyone aged 18 or older who agrees to our Terms of Use.',
  },
  {
    question: 'What is the difference between a listing and a request?',
    answer:
      'A listing offers a service you provide, such as tutoring or garden work. A request describes a service you are looking for, so members who can help may send you a proposal.',
  },
  {
    question: 'How do I post a listing or a request?',
    answer:
      'Sign in, choose Add Listing (or Create Offer in your dashboard), pick a category, describe what you offer or need, set a price and the payment methods you accept, and add pictures if you like.',
  },
  {
    question: 'How long does it take for my listing to be approved?',
    answer:
      'An administrator reviews every new listing and request before it appears on the marketplace. Approval usually takes 24-48 hours, and you are notified when it is approved or rejected.',
  },
  {
    question: 'How do I make a proposal?',
    answer:
      'Open a listing, choose the payment methods you want to use from those the listing accepts, add your offer and a message, and send it. The owner can accept or decline, and you are notified either way.',
  },
  {
    question: 'Which payment methods can I use?',
    answer:
      'Each listing says what it accepts: cash, Dragon Coins, trade (barter), or a mix. You agree on the details with the other member in your proposal and in messages.',
  },
  {
    question: 'Does Dragon Market handle the money between members?',
    answer:
      'No. Cash and trade deals are settled directly between the two members; we do not process those payments, hold money in escrow or guarantee delivery. Coin deals are the exception: the agreed coins move from one wallet to the other when the deal is marked completed.',
  },
  {
    question: 'What are Dragon Coins?',
    answer:
      'Dragon Coins (DC) are the marketplace’s own currency. You can pay for services with them, receive them for your work, and keep them in your wallet.',
  },
  {
    question: 'How do I buy Dragon Coins?',
    answer: `In your wallet, choose a pack of ${describeCoinPacks()}; the wallet shows what each costs. The coins are added to your wallet as soon as the payment is confirmed.`,
  },
  {
    question: 'How are card payments processed?',
    answer:
      'Coin purchases are paid by card through our card payment provider’s secure checkout. You enter your card details on the provider’s checkout page, not on Dragon Market.',
  },
  {
    question: 'Can I exchange Dragon Coins for cash?',
    answer: `Yes, if your account is verified. Coins convert to your cash balance ${describeConversion()}, from the Convert section of your wallet.`,
  },
  {
    question: 'How do I withdraw my cash balance?',
    answer: `From your wallet, request a withdrawal of ${describeWithdrawals()}. The amount is set aside while an administrator reviews the request; if it is rejected, the money returns to your balance.`,
  },
  {
    question: 'How do I talk to another member?',
    answer:
      'When a proposal is accepted, a conversation between the two of you opens in Messages in your dashboard, so you can agree on the details. You are notified of new messages.',
  },
  {
    question: 'What happens when a deal is done?',
    answer:
      'The member doing the work marks an accepted deal as delivered; the member paying then confirms its completion, or it completes by itself a few days later. It then appears under Completed Offers, and both members can leave a review.',
  },
  {
    question: 'How do reviews work?',
    answer:
      'After a completed deal, each member can rate the other from 1 to 5 stars and add a comment. Listings show the average rating from real reviews, or "New" until the first one arrives.',
  },
  {
    question: 'What is not allowed on the marketplace?',
    answer:
      'Adult content, illegal services or goods, and anything that promotes violence or hate. Listings like these are rejected, and accounts may be suspended for fraud, repeated violations or harassment.',
  },
  {
    question: 'I forgot my password. What should I do?',
    answer:
      'Choose Sign In, then "Forgot password?", and enter your email address. We will send you a link to choose a new password.',
  },
  {
    question: 'How quickly will support answer me?',
    answer: 'Our support team answers requests within 24-48 hours, by email to the address you give in the form above.',
  },
];
