import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listingNeedsVerificationMessage } from '#shared/email-verification.ts';
import { offersEndpoints } from '#shared/endpoints/offers.ts';
import { uploadsEndpoints } from '#shared/endpoints/uploads.ts';
import { listingMessages, priceMessages } from '#shared/schemas/listings.ts';
import { EditListingDialog } from '#web/features/listings/components/edit-listing-dialog.tsx';
import { AddListingPage } from '#web/features/listings/pages/add-listing.tsx';
import { CreateOfferPage } from '#web/features/listings/pages/create-offer.tsx';
import { aMember, aMyListing, ids } from '#web/test/fixtures.ts';
import { on, dropConnection, fail } from '#web/test/network.ts';
import { renderWithApp } from '#web/test/render.tsx';

const field = (name: string) => screen.getByRole('textbox', { name });

async function fillListing(user: ReturnType<typeof renderWithApp>['user']) {
  await user.type(field('Title'), 'Dog walking');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Pet Services');
  await user.type(field('Description'), 'Two walks a day around the park, any weather.');
  await user.click(screen.getByRole('checkbox', { name: 'Cash' }));
}

const errorOf = (element: HTMLElement) => element.getAttribute('aria-describedby');

describe('ListingForm on Create Listing', () => {
  it('says what is missing, in the spec’s words, and sends nothing', async () => {
    const create = on(offersEndpoints.create).reply(() => aMyListing());
    const { user } = renderWithApp(<CreateOfferPage />, { route: '/dashboard/offers/create' });

    await user.click(screen.getByRole('button', { name: 'Create Listing' }));

    await screen.findByText(listingMessages.title);
    expect(field('Title')).toHaveAccessibleDescription(listingMessages.title);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription(listingMessages.category);
    expect(field('Description')).toHaveAccessibleDescription(listingMessages.description);
    expect(screen.getByRole('group', { name: 'Price' })).toHaveAccessibleDescription(listingMessages.price);
    expect(screen.getByRole('group', { name: 'Payment Types' })).toHaveAccessibleDescription(
      listingMessages.paymentTypes,
    );
    expect(create.requests).toHaveLength(0);
  });

  it('asks for a longer description and for amounts the price can hold', async () => {
    const create = on(offersEndpoints.create).reply(() => aMyListing());
    const { user } = renderWithApp(<CreateOfferPage />, { route: '/dashboard/offers/create' });

    await user.type(field('Description'), 'Walks');
    await user.type(field('Cash price (USD)'), '12.345');
    await user.type(screen.getByRole('spinbutton', { name: 'Dragon Coins price' }), '1.5');
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));

    await screen.findByText(listingMessages.descriptionMin);
    expect(field('Description')).toHaveAccessibleDescription(listingMessages.descriptionMin);
    expect(field('Cash price (USD)')).toHaveAccessibleDescription(
      expect.stringContaining(priceMessages.cash) as unknown as string,
    );
    expect(screen.getByRole('spinbutton', { name: 'Dragon Coins price' })).toHaveAccessibleDescription(
      priceMessages.coins,
    );
    expect(create.requests).toHaveLength(0);
  });

  it('posts the structured price and goes back to My Offers', async () => {
    const create = on(offersEndpoints.create).reply(() => aMyListing({ status: 'pending' }));
    const { user, location } = renderWithApp(<CreateOfferPage />, { route: '/dashboard/offers/create' });

    await fillListing(user);
    await user.click(screen.getByRole('checkbox', { name: 'Dragon Coins' }));
    await user.type(field('Cash price (USD)'), '25.50');
    await user.type(screen.getByRole('spinbutton', { name: 'Dragon Coins price' }), '300');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), 'Per hour');
    await user.type(field('Price note (optional)'), 'or trade');
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));

    expect(await screen.findByText('Left for /dashboard/offers')).toBeInTheDocument();
    expect(location()).toBe('/dashboard/offers');
    expect(create.requests[0]?.body).toEqual({
      kind: 'service',
      title: 'Dog walking',
      category: 'Pet Services',
      description: 'Two walks a day around the park, any weather.',
      price: { cashCents: 2550, coins: 300, unit: 'hour', note: 'or trade' },
      paymentTypes: ['cash', 'coins'],
      images: [],
    });
    expect(await screen.findByText(`Submitted. ${listingMessages.awaitingApproval}`)).toBeInTheDocument();
  });

  it('takes a negotiable price without amounts, and posts a request from ?type=request', async () => {
    const create = on(offersEndpoints.create).reply(() => aMyListing({ kind: 'request', status: 'active' }));
    const { user } = renderWithApp(<CreateOfferPage />, { route: '/dashboard/offers/create?type=request' });

    expect(screen.getByRole('heading', { name: 'Create Request' })).toBeInTheDocument();
    await fillListing(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), 'Negotiable');
    await user.click(screen.getByRole('button', { name: 'Create Request' }));

    await waitFor(() => expect(create.requests).toHaveLength(1));
    expect(create.requests[0]?.body).toMatchObject({ kind: 'request', price: { unit: 'negotiable' } });
    expect(await screen.findByText('Your listing is live.')).toBeInTheDocument();
  });

  it('says the spec’s failure when the server cannot be reached, and keeps what was typed', async () => {
    on(offersEndpoints.create).reply(() => dropConnection());
    const { user } = renderWithApp(<CreateOfferPage />, { route: '/dashboard/offers/create' });

    await fillListing(user);
    await user.type(field('Cash price (USD)'), '10');
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(listingMessages.createOfferFailed);
    expect(field('Title')).toHaveValue('Dog walking');
    expect(screen.getByRole('button', { name: 'Create Listing' })).toBeEnabled();
  });

  it('replaces the form with the verification notice for an unverified member', () => {
    renderWithApp(<CreateOfferPage />, {
      route: '/dashboard/offers/create',
      member: aMember({ emailVerified: false }),
    });

    expect(screen.getByText(listingNeedsVerificationMessage)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Listing' })).not.toBeInTheDocument();
  });
});

describe('ListingForm on Submit New Listing', () => {
  it('preselects the category of the address and asks for an image', async () => {
    const create = on(offersEndpoints.create).reply(() => aMyListing());
    const { user } = renderWithApp(<AddListingPage />, { route: '/add-listing?category=pet-services' });

    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Pet Services');
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));

    await screen.findByText(listingMessages.images);
    expect(screen.getByLabelText('Images')).toHaveAccessibleDescription(
      expect.stringContaining(listingMessages.images) as unknown as string,
    );
    expect(create.requests).toHaveLength(0);
  });

  it('uploads the chosen image and posts its address with the listing', async () => {
    const url = `/uploads/ab/${'c'.repeat(64)}.webp`;
    const upload = on(uploadsEndpoints.upload).reply(() => ({ url }));
    const create = on(offersEndpoints.create).reply(() => aMyListing({ title: 'Dog walking' }));
    const { user } = renderWithApp(<AddListingPage />, { route: '/add-listing' });

    await fillListing(user);
    await user.type(field('Cash price (USD)'), '10');
    const picture = new File(['picture'], 'dog.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Images'), picture);
    expect(await screen.findByRole('img', { name: 'Listing image 1' })).toHaveAttribute('src', url);
    expect(upload.requests[0]?.form?.get('file')).toBeInstanceOf(File);
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));

    const modal = await screen.findByRole('dialog', { name: 'Listing Submitted!' });
    expect(modal).toHaveTextContent(`“Dog walking” was received. ${listingMessages.awaitingApproval}`);
    expect(create.requests[0]?.body).toMatchObject({ images: [url], price: { cashCents: 1000, unit: 'fixed' } });
  });

  it('refuses a file that is not an image before uploading it', async () => {
    const upload = on(uploadsEndpoints.upload).reply(() => ({ url: '/uploads/ab/x.png' }));
    renderWithApp(<AddListingPage />, { route: '/add-listing' });
    // The file picker's own filter is bypassed, as a drop or another browser's picker may.
    const user = userEvent.setup({ applyAccept: false, delay: null });

    const notes = new File(['notes'], 'notes.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Images'), notes);

    expect(await screen.findByText(listingMessages.image)).toBeInTheDocument();
    expect(upload.requests).toHaveLength(0);
  });
});

describe('ListingForm in Edit Listing', () => {
  it('starts from the edit awaiting review and saves the changes without the kind', async () => {
    const listing = aMyListing({
      status: 'active',
      revision: {
        status: 'pending',
        rejectionReason: null,
        submittedAt: '2026-03-03T10:00:00.000Z',
        changes: {
          title: { before: 'Dog walking', after: 'Dog walking and feeding' },
          price: {
            before: { cashCents: 1500, coins: null, unit: 'hour', note: null },
            after: { cashCents: 1800, coins: 50, unit: 'item', note: 'per visit' },
          },
        },
      },
    });
    const update = on(offersEndpoints.update).reply(() => ({ ...listing, revision: listing.revision }));
    const onClose = vi.fn();
    const { user } = renderWithApp(<EditListingDialog listing={listing} onClose={onClose} />, {
      route: '/dashboard/offers',
    });

    const dialog = screen.getByRole('dialog', { name: 'Edit Listing' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Dog walking and feeding');
    expect(within(dialog).getByRole('textbox', { name: 'Cash price (USD)' })).toHaveValue('18');
    expect(within(dialog).getByRole('spinbutton', { name: 'Dragon Coins price' })).toHaveValue(50);
    expect(within(dialog).getByRole('combobox', { name: 'Unit' })).toHaveValue('item');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Dragon Coins price' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(update.requests[0]?.params).toEqual({ id: ids.listing });
    const sent = update.requests[0]?.body;
    expect(sent).not.toHaveProperty('kind');
    expect(sent?.price).toEqual({ cashCents: 1800, unit: 'item', note: 'per visit' });
    expect(await screen.findByText(listingMessages.editAwaitingReview)).toBeInTheDocument();
  });

  it('shows a server refusal above the fields', async () => {
    const listing = aMyListing({ status: 'rejected' });
    on(offersEndpoints.update).reply(() => fail('FORBIDDEN', 'You can only edit your own listings'));
    const { user } = renderWithApp(<EditListingDialog listing={listing} onClose={vi.fn()} />);

    const dialog = screen.getByRole('dialog', { name: 'Edit Listing' });
    expect(dialog).toHaveAccessibleDescription('Saving sends the listing back for admin approval.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You can only edit your own listings');
    expect(errorOf(within(dialog).getByRole('textbox', { name: 'Title' }))).toBeNull();
  });
});
