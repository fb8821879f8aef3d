// A server process's own index of the live listings a search reads (decision 062): each word's listings, and each
// listing's kind, category, payments, price, rating and date, in typed arrays. It answers a searched page's ids and
// the search's exact total without the database reading every match's row, which a word with a sort by price or
// rating made it do. Pure data: listing-search.ts fills it from the database and keeps it current.
import type { OfferSort } from '#shared/constants.ts';
import type { QueryNode } from './tsquery.ts';

/** A live listing as the index keeps it. */
export type IndexedListing = {
  id: string;
  kind: number;
  category: number;
  /** Bit i: payment type i (constants.ts, paymentTypes) is accepted. */
  payments: number;
  /** price_value_cents, or null for a listing without a price. */
  price: number | null;
  rating: number | null;
  reviews: number;
  /** created_at in microseconds since 1970, as exact as PostgreSQL keeps it. */
  createdUs: number;
  words: string[];
};

/** What a searched page asks of the index besides its words. */
export type IndexFilter = {
  kind: number;
  /** A category's number, or -1 for a category no listing can have. */
  category?: number;
  /** Bits every listing must accept. */
  payments: number;
  minPrice?: number;
  maxPrice?: number;
};

type Postings = { slots: Int32Array; length: number };

const noPrice = -1;

function grow<T extends Int32Array | Float64Array | Float32Array | Uint8Array>(array: T, size: number): T {
  if (size <= array.length) return array;
  const next = new (array.constructor as new (length: number) => T)(Math.max(size, array.length * 2));
  next.set(array);
  return next;
}

export type ListingIndex = ReturnType<typeof createListingIndex>;

/**
 * Listings get slots in the order they are put; a changed listing gets a new slot and its old one is only marked
 * dead (its words' lists keep it until the index is built again), so every word's list stays in slot order.
 */
export function createListingIndex() {
  let size = 0;
  let dead = 0;
  let alive = new Uint8Array(1024);
  let categories = new Uint8Array(1024);
  let payments = new Uint8Array(1024);
  let prices = new Int32Array(1024);
  let ratings = new Float32Array(1024);
  let reviews = new Int32Array(1024);
  let created = new Float64Array(1024);
  const ids: string[] = [];
  const slotOf = new Map<string, number>();
  // Each kind's own lists: every search keeps to one kind, so it never passes over the other's listings.
  const postings = [new Map<string, Postings>(), new Map<string, Postings>()];
  const kindSlots: Postings[] = [
    { slots: new Int32Array(1024), length: 0 },
    { slots: new Int32Array(1024), length: 0 },
  ];

  function remove(id: string): void {
    const slot = slotOf.get(id);
    if (slot === undefined) return;
    alive[slot] = 0;
    slotOf.delete(id);
    dead += 1;
  }

  function put(listing: IndexedListing): void {
    remove(listing.id);
    const slot = size;
    size += 1;
    alive = grow(alive, size);
    categories = grow(categories, size);
    payments = grow(payments, size);
    prices = grow(prices, size);
    ratings = grow(ratings, size);
    reviews = grow(reviews, size);
    created = grow(created, size);
    alive[slot] = 1;
    categories[slot] = listing.category;
    payments[slot] = listing.payments;
    prices[slot] = listing.price ?? noPrice;
    ratings[slot] = listing.rating ?? Number.NaN;
    reviews[slot] = listing.reviews;
    created[slot] = listing.createdUs;
    ids[slot] = listing.id;
    slotOf.set(listing.id, slot);
    const words = postings[listing.kind]!;
    append(kindSlots[listing.kind]!, slot);
    for (const word of new Set(listing.words)) {
      let list = words.get(word);
      if (!list) {
        list = { slots: new Int32Array(4), length: 0 };
        words.set(word, list);
      }
      append(list, slot);
    }
  }

  const slotsOf = (list: Postings | undefined) => (list ? list.slots.subarray(0, list.length) : new Int32Array(0));

  /** The slots of a kind whose words answer the query, ascending (dead ones included: the filter drops them). */
  function evaluate(node: QueryNode, kind: number): Int32Array {
    const every = () => slotsOf(kindSlots[kind]);
    switch (node.op) {
      case 'word':
        return slotsOf(postings[kind]!.get(node.word));
      case 'not':
        return difference(every(), evaluate(node.arg, kind));
      case 'or':
        return node.args.map((arg) => evaluate(arg, kind)).reduce(union);
      case 'and': {
        const positive = node.args.filter((arg) => arg.op !== 'not').map((arg) => evaluate(arg, kind));
        const negative = node.args
          .filter((arg) => arg.op === 'not')
          .map((arg) => evaluate((arg as { arg: QueryNode }).arg, kind));
        positive.sort((a, b) => a.length - b.length);
        const kept = positive.length > 0 ? positive.reduce(intersection) : every();
        return negative.reduce(difference, kept);
      }
    }
  }

  const passes = (slot: number, filter: IndexFilter): boolean => {
    if (alive[slot] === 0) return false;
    if (filter.category !== undefined && categories[slot] !== filter.category) return false;
    if ((payments[slot]! & filter.payments) !== filter.payments) return false;
    if (filter.minPrice === undefined && filter.maxPrice === undefined) return true;
    const price = prices[slot]!;
    if (price === noPrice) return false;
    return (
      (filter.minPrice === undefined || price >= filter.minPrice) &&
      (filter.maxPrice === undefined || price <= filter.maxPrice)
    );
  };

  const compareIds = (a: number, b: number) => (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0);

  // Negative when slot a comes first in the sort, as list-order.ts's ORDER BY says; relevance ranks the newest.
  const comparators: Record<OfferSort, (a: number, b: number) => number> = {
    newest: (a, b) => created[b]! - created[a]! || compareIds(b, a),
    relevance: (a, b) => created[b]! - created[a]! || compareIds(b, a),
    'price-asc': (a, b) => {
      const pa = prices[a]!;
      const pb = prices[b]!;
      if (pa !== pb) return pa === noPrice ? 1 : pb === noPrice ? -1 : pa - pb;
      return compareIds(a, b);
    },
    'price-desc': (a, b) => {
      const pa = prices[a]!;
      const pb = prices[b]!;
      if (pa !== pb) return pa === noPrice ? 1 : pb === noPrice ? -1 : pb - pa;
      return compareIds(b, a);
    },
    rating: (a, b) => {
      const ra = ratings[a]!;
      const rb = ratings[b]!;
      if (ra !== rb && !(Number.isNaN(ra) && Number.isNaN(rb))) {
        return Number.isNaN(ra) ? 1 : Number.isNaN(rb) ? -1 : rb - ra;
      }
      return reviews[b]! - reviews[a]! || compareIds(b, a);
    },
  };

  /**
   * The ids of the first `limit` matches after `offset` in the sort's order, and how many listings match in all. The
   * best `offset + limit` are kept in a heap whose top is the worst of them, so each match costs one comparison.
   */
  function find(
    query: QueryNode,
    filter: IndexFilter,
    sort: OfferSort,
    { limit, offset }: { limit: number; offset: number },
  ) {
    const compare = comparators[sort];
    const keep = offset + limit;
    const heap: number[] = [];
    const worse = (i: number, j: number) => compare(heap[i]!, heap[j]!) > 0;
    const swap = (i: number, j: number) => {
      const held = heap[i]!;
      heap[i] = heap[j]!;
      heap[j] = held;
    };
    let total = 0;
    const matches = evaluate(query, filter.kind);
    // Listings mostly get their slots in the order they were made, so the newest are read first from the end: the
    // heap then fills with the best early, and the rest cost one comparison each.
    const backwards = sort === 'newest' || sort === 'relevance';
    for (let i = 0; i < matches.length; i += 1) {
      const slot = matches[backwards ? matches.length - 1 - i : i]!;
      if (!passes(slot, filter)) continue;
      total += 1;
      if (heap.length < keep) {
        heap.push(slot);
        for (let i = heap.length - 1; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
      } else if (keep > 0 && compare(slot, heap[0]!) < 0) {
        heap[0] = slot;
        for (let i = 0; ;) {
          const left = 2 * i + 1;
          const right = left + 1;
          let top = i;
          if (left < heap.length && worse(left, top)) top = left;
          if (right < heap.length && worse(right, top)) top = right;
          if (top === i) break;
          swap(i, top);
          i = top;
        }
      }
    }
    const page = heap.sort(compare).slice(offset);
    return { ids: page.map((slot) => ids[slot]!), total };
  }

  return {
    put,
    remove,
    find,
    /** Live listings held, and slots held by listings that changed or left since the index was built. */
    counts: () => ({ live: slotOf.size, dead }),
  };
}

function append(list: Postings, slot: number): void {
  list.slots = grow(list.slots, list.length + 1);
  list.slots[list.length] = slot;
  list.length += 1;
}

function intersection(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let n = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i]! < b[j]!) i += 1;
    else if (a[i]! > b[j]!) j += 1;
    else {
      out[n++] = a[i]!;
      i += 1;
      j += 1;
    }
  }
  return out.subarray(0, n);
}

function union(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let n = 0;
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i]! < b[j]!)) out[n++] = a[i++]!;
    else if (i >= a.length || b[j]! < a[i]!) out[n++] = b[j++]!;
    else {
      out[n++] = a[i++]!;
      j += 1;
    }
  }
  return out.subarray(0, n);
}

function difference(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length);
  let n = 0;
  for (let i = 0, j = 0; i < a.length; i += 1) {
    while (j < b.length && b[j]! < a[i]!) j += 1;
    if (j >= b.length || b[j] !== a[i]) out[n++] = a[i]!;
  }
  return out.subarray(0, n);
}
