import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { browseCategories } from '#shared/categories.ts';
import { offersEndpoints } from '#shared/endpoints/offers.ts';
import { OfferList } from '#web/features/marketplace/components/offer-list.tsx';
import { anOfferCard, anOfferPage } from '#web/test/fixtures.ts';
import { on, type RecordedRequest } from '#web/test/network.ts';
import { renderWithApp } from '#web/test/render.tsx';

type ListRequest = RecordedRequest<typeof offersEndpoints.list>;

/** The browse list, for a visitor, answered with one card whatever it asks. */
function renderList(route = '/browse') {
  const list = on(offersEndpoints.list).reply(() => anOfferPage([anOfferCard()]));
  const view = renderWithApp(
    <OfferList
      kind="service"
      categories={browseCategories}
      noun="services"
      searchLabel="Search listings"
      skeletonCount={3}
    />,
    { route, path: '/browse', member: null },
  );
  /** What the list asked for last, once it has asked for `count` pages. */
  const lastQuery = async (count: number) => {
    await waitFor(() => expect(list.requests).toHaveLength(count));
    return (list.requests.at(-1) as ListRequest).query;
  };
  return { ...view, list, lastQuery };
}

const filterChips = () => screen.queryByRole('list', { name: 'Active filters:' });

describe('OfferList filters', () => {
  it('asks for the kind’s first page with nothing filtered', async () => {
    const { lastQuery } = renderList();

    expect(await lastQuery(1)).toEqual({ kind: 'service', page: '1', pageSize: '50' });
    expect(await screen.findByRole('link', { name: /Dog walking/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeDisabled();
    expect(filterChips()).not.toBeInTheDocument();
  });

  it('writes a category and a payment type to the address and asks the server for them', async () => {
    const { user, location, lastQuery } = renderList();
    await lastQuery(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Pet Services');
    await waitFor(() => expect(location()).toBe('/browse?category=pet-services'));
    expect(await lastQuery(2)).toMatchObject({ category: 'pet-services' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment type' }), 'Dragon Coins');
    await waitFor(() => expect(location()).toBe('/browse?category=pet-services&payment=coins'));
    expect(await lastQuery(3)).toMatchObject({ category: 'pet-services', payment: 'coins' });
    expect(
      within(filterChips() as HTMLElement)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Pet Services', 'Dragon Coins']);
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeEnabled();
  });

  it('searches a moment after typing stops', async () => {
    const { user, location, lastQuery } = renderList();
    await lastQuery(1);

    await user.type(screen.getByRole('searchbox', { name: 'Search listings' }), 'dog walk');

    await waitFor(() => expect(location()).toBe('/browse?q=dog+walk'));
    expect(await lastQuery(2)).toMatchObject({ q: 'dog walk' });
    // Relevance means something only for a search.
    expect(screen.getByRole('option', { name: 'Relevance' })).toBeInTheDocument();
  });

  it('checks a price range before applying it, in the viewer’s currency', async () => {
    const { user, location, lastQuery } = renderList();
    await lastQuery(1);

    await user.type(screen.getByRole('textbox', { name: 'Minimum price (USD)' }), '50');
    await user.type(screen.getByRole('textbox', { name: 'Maximum price (USD)' }), '10{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Minimum price must not be above maximum price');
    expect(screen.getByRole('textbox', { name: 'Minimum price (USD)' })).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(location()).toBe('/browse'));

    await user.clear(screen.getByRole('textbox', { name: 'Maximum price (USD)' }));
    await user.type(screen.getByRole('textbox', { name: 'Maximum price (USD)' }), '80{Enter}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/browse?minPrice=50&maxPrice=80&currency=USD'));
    expect(await lastQuery(2)).toMatchObject({ minPrice: '50', maxPrice: '80', currency: 'USD' });
    expect(screen.getByRole('button', { name: 'Remove filter $50 – $80' })).toBeInTheDocument();
  });

  it('reads the filters from the address, and a chip removes its own', async () => {
    const { user, location, lastQuery } = renderList('/browse?category=pet-services&coins=true&sort=price-asc');

    expect(await lastQuery(1)).toMatchObject({ category: 'pet-services', coins: 'true', sort: 'price-asc' });
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('pet-services');
    expect(screen.getByRole('checkbox', { name: 'Accepts Dragon Coins' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');

    await user.click(screen.getByRole('button', { name: 'Remove filter Pet Services' }));
    await waitFor(() => expect(location()).toBe('/browse?sort=price-asc&coins=true'));
    const query = await lastQuery(2);
    expect(query).not.toHaveProperty('category');
    expect(query).toMatchObject({ coins: 'true' });
  });

  it('clears the filters but keeps the sort', async () => {
    const { user, location, lastQuery } = renderList('/browse?q=dog&category=pet-services&barter=true&sort=rating');
    await lastQuery(1);

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));

    await waitFor(() => expect(location()).toBe('/browse?sort=rating'));
    expect(screen.getByRole('searchbox', { name: 'Search listings' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Open to barter' })).not.toBeChecked();
    expect(await lastQuery(2)).toEqual({ kind: 'service', sort: 'rating', page: '1', pageSize: '50' });
  });

  it('ignores a category the page does not offer', async () => {
    const { lastQuery } = renderList('/browse?category=legal-services');

    expect(await lastQuery(1)).not.toHaveProperty('category');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('');
  });

  it('switches the layout without asking the server again', async () => {
    const { user, location, list, lastQuery } = renderList();
    await lastQuery(1);

    await user.click(screen.getByRole('button', { name: 'List view' }));

    await waitFor(() => expect(location()).toBe('/browse?view=list'));
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'false');
    expect(list.requests).toHaveLength(1);
  });

  it('offers to clear the filters when nothing matches them', async () => {
    const list = on(offersEndpoints.list).reply(() => anOfferPage([]));
    const { user, location } = renderWithApp(
      <OfferList kind="service" categories={browseCategories} noun="services" searchLabel="Search" skeletonCount={3} />,
      { route: '/browse?payment=trade', path: '/browse', member: null },
    );

    expect(
      await screen.findByText(
        'Nothing matches this search and these filters. Try other words, or clear the filters to see everything.',
      ),
    ).toBeInTheDocument();
    const clearButtons = screen.getAllByRole('button', { name: 'Clear Filters' });
    await user.click(clearButtons.at(-1) as HTMLElement);
    await waitFor(() => expect(location()).toBe('/browse'));
    await waitFor(() => expect(list.requests).toHaveLength(2));
  });
});
