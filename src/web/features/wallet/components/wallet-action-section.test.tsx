import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emailNotVerifiedMessage } from '#shared/email-verification.ts';
import { walletEndpoints } from '#shared/endpoints/wallet.ts';
import { walletMessages, type WalletSummary } from '#shared/schemas/wallet.ts';
import { WalletPage } from '#web/features/wallet/pages/wallet.tsx';
import { englishIntl } from '#web/test/english.ts';
import { aWallet } from '#web/test/fixtures.ts';
import { on, dropConnection, fail } from '#web/test/network.ts';
import { renderWithApp } from '#web/test/render.tsx';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The wallet page over `wallet`; returns its sections once the wallet has loaded. */
async function renderWallet(wallet: WalletSummary) {
  const read = on(walletEndpoints.wallet).reply(() => wallet);
  const view = renderWithApp(<WalletPage />, { route: '/dashboard/wallet' });
  const section = (name: string) => screen.getByRole('region', { name });
  await screen.findByRole('region', { name: 'Convert Coins' });
  return { ...view, read, section };
}

const termsOf = (section: HTMLElement) =>
  within(section).getByRole('checkbox', { name: 'I agree to the Terms of Use' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Convert Coins', () => {
  it('asks for the terms before converting', async () => {
    const convert = on(walletEndpoints.convert).reply(() => ({ cashBalanceCents: 800, dragonCoins: 0 }));
    const { user, section } = await renderWallet(aWallet({ dragonCoins: 600, convertibleCoins: 600 }));

    await user.click(within(section('Convert Coins')).getByRole('button', { name: 'Convert 100 DC' }));

    await screen.findByText(walletMessages.convertTerms);
    expect(termsOf(section('Convert Coins'))).toHaveAccessibleDescription(walletMessages.convertTerms);
    expect(convert.requests).toHaveLength(0);
  });

  it('disables what the balance cannot cover and says why', async () => {
    const { section } = await renderWallet(aWallet({ dragonCoins: 300, convertibleCoins: 150 }));
    const convert = section('Convert Coins');

    expect(within(convert).getByRole('button', { name: 'Convert 500 DC' })).toBeDisabled();
    expect(within(convert).getByRole('button', { name: 'Convert 500 DC' })).toHaveAccessibleDescription(
      'Not enough Dragon Coins',
    );
    expect(within(convert).getByRole('button', { name: 'Convert 100 DC' })).toBeEnabled();
    expect(convert).toHaveTextContent('Convertible: 150 DC');
  });

  it('names the coins earned in deals when the bought ones cannot convert', async () => {
    const { section } = await renderWallet(aWallet({ dragonCoins: 600, convertibleCoins: 150 }));

    expect(
      within(section('Convert Coins')).getByRole('button', { name: 'Convert 500 DC' }),
    ).toHaveAccessibleDescription('Only coins earned in deals can be converted: you have 150 DC');
  });

  it('converts with a fresh request id, shows the result and reads the wallet again', async () => {
    const convert = on(walletEndpoints.convert).reply(() => ({ cashBalanceCents: 800, dragonCoins: 500 }));
    const { user, section, read } = await renderWallet(aWallet({ dragonCoins: 600, convertibleCoins: 600 }));

    await user.click(termsOf(section('Convert Coins')));
    await user.click(within(section('Convert Coins')).getByRole('button', { name: 'Convert 100 DC' }));

    expect(await within(section('Convert Coins')).findByText('Converted 100 DC to $8.00')).toBeInTheDocument();
    expect(convert.requests[0]?.body).toEqual({
      coins: 100,
      acceptTerms: true,
      requestId: expect.stringMatching(uuid),
    });
    await waitFor(() => expect(read.requests).toHaveLength(2));
  });

  it('sends the same request id after a failure of unknown outcome, and a new one after a refusal', async () => {
    // The connection drops, then the coins are short, then it goes through.
    const convert = on(walletEndpoints.convert).reply((request) => {
      const attempt = convert.requests.indexOf(request);
      if (attempt === 0) return dropConnection();
      if (attempt === 1) return fail('INSUFFICIENT_COINS', walletMessages.insufficientCoins);
      return { cashBalanceCents: 800, dragonCoins: 500 };
    });
    const { user, section } = await renderWallet(aWallet({ dragonCoins: 600, convertibleCoins: 600 }));
    const convertSection = section('Convert Coins');
    await user.click(termsOf(convertSection));
    const convertHundred = () => within(convertSection).getByRole('button', { name: 'Convert 100 DC' });

    await user.click(convertHundred());
    expect(await within(convertSection).findByRole('alert')).toHaveTextContent(walletMessages.convertFailed);
    await user.click(convertHundred());
    expect(await within(convertSection).findByText(walletMessages.insufficientCoins)).toBeInTheDocument();
    await user.click(convertHundred());
    await within(convertSection).findByText('Converted 100 DC to $8.00');

    const ids = convert.requests.map((request) => request.body.requestId);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
  });

  it('shows the verification notice when the email is not verified', async () => {
    on(walletEndpoints.convert).reply(() => fail('EMAIL_NOT_VERIFIED', 'Please verify your email first'));
    const { user, section } = await renderWallet(aWallet({ dragonCoins: 600, convertibleCoins: 600 }));

    await user.click(termsOf(section('Convert Coins')));
    await user.click(within(section('Convert Coins')).getByRole('button', { name: 'Convert 100 DC' }));

    expect(await within(section('Convert Coins')).findByText(emailNotVerifiedMessage)).toBeInTheDocument();
    expect(
      within(section('Convert Coins')).getByRole('button', {
        name: englishIntl.formatMessage({ id: 'components.emailVerification.resend' }),
      }),
    ).toBeEnabled();
  });
});

describe('Withdraw Cash', () => {
  it('offers only what the cash balance covers', async () => {
    const { section } = await renderWallet(aWallet({ cashBalanceCents: 3000 }));
    const withdraw = section('Withdraw Cash');

    expect(within(withdraw).getByRole('button', { name: 'Withdraw $25' })).toBeEnabled();
    expect(within(withdraw).getByRole('button', { name: 'Withdraw $50' })).toBeDisabled();
    expect(within(withdraw).getByRole('button', { name: 'Withdraw $50' })).toHaveAccessibleDescription(
      'Not enough cash',
    );
  });

  it('requests the withdrawal and says it waits for review', async () => {
    const withdraw = on(walletEndpoints.withdraw).reply(() => ({
      cashBalanceCents: 500,
      dragonCoins: 0,
      withdrawal: {
        id: '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e01',
        amountCents: 2500,
        status: 'pending',
        createdAt: '2026-03-02T11:00:00.000Z',
        decidedAt: null,
      },
    }));
    const { user, section } = await renderWallet(aWallet({ cashBalanceCents: 3000 }));

    await user.click(within(section('Withdraw Cash')).getByRole('button', { name: 'Withdraw $25' }));
    await screen.findByText(walletMessages.withdrawTerms);
    expect(termsOf(section('Withdraw Cash'))).toHaveAccessibleDescription(walletMessages.withdrawTerms);
    await user.click(termsOf(section('Withdraw Cash')));
    await user.click(within(section('Withdraw Cash')).getByRole('button', { name: 'Withdraw $25' }));

    expect(
      await within(section('Withdraw Cash')).findByText('Withdrawal of $25 requested. It is pending review.'),
    ).toBeInTheDocument();
    expect(withdraw.requests).toHaveLength(1);
    expect(withdraw.requests[0]?.body).toEqual({
      amountCents: 2500,
      acceptTerms: true,
      requestId: expect.stringMatching(uuid),
    });
  });

  it('shows the server’s “Insufficient balance” when the cash went meanwhile', async () => {
    on(walletEndpoints.withdraw).reply(() => fail('INSUFFICIENT_BALANCE', walletMessages.insufficientBalance));
    const { user, section } = await renderWallet(aWallet({ cashBalanceCents: 6000 }));

    await user.click(termsOf(section('Withdraw Cash')));
    await user.click(within(section('Withdraw Cash')).getByRole('button', { name: 'Withdraw $50' }));

    expect(await within(section('Withdraw Cash')).findByRole('alert')).toHaveTextContent(
      walletMessages.insufficientBalance,
    );
    expect(within(section('Withdraw Cash')).getByRole('button', { name: 'Withdraw $50' })).toBeEnabled();
  });
});

describe('Buy Dragon Coins', () => {
  it('starts the checkout for the pack chosen and leaves for it', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const checkout = on(walletEndpoints.checkout).reply(() => ({ url: 'https://pay.example/session/1' }));
    const { user, section } = await renderWallet(aWallet());

    await user.click(within(section('Buy Dragon Coins')).getByRole('button', { name: 'Buy 100 DC' }));
    await screen.findByText(walletMessages.purchaseTerms);
    expect(termsOf(section('Buy Dragon Coins'))).toHaveAccessibleDescription(walletMessages.purchaseTerms);
    await user.click(termsOf(section('Buy Dragon Coins')));
    await user.click(within(section('Buy Dragon Coins')).getByRole('button', { name: 'Buy 500 DC' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/session/1'));
    expect(checkout.requests[0]?.body).toEqual({ coins: 500, acceptTerms: true });
    // Busy until the browser has left.
    for (const name of ['Buy 100 DC', 'Buy 500 DC', 'Buy 1000 DC']) {
      await waitFor(() => expect(within(section('Buy Dragon Coins')).getByRole('button', { name })).toBeDisabled());
    }
  });
});
