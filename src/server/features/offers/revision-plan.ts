// How an owner's edit of an approved listing splits (decision 034): what applies to the public version at once (a
// lower price, the price note, the payment types) and what waits for an admin as the listing's revision (title,
// description, category, pictures, any other price). Pure: the SQL is in revisions.ts.
import type { ListingChanges } from '#shared/schemas/listings.ts';
import type { UpdateListingInput } from '#shared/schemas/listings.ts';
import type { offerRevisions } from '../../db/schema/index.ts';
import { readPrice, toPriceColumns } from './price.ts';
import type { OfferRow } from './rows.ts';

export type RevisionRow = typeof offerRevisions.$inferSelect;

type PriceFigures = Pick<OfferRow, 'priceCashCents' | 'priceCoins' | 'priceUnit'>;

/** The reviewed fields an edit proposes; a field left out keeps the public value. */
export type Substance = Partial<Pick<OfferRow, 'title' | 'description' | 'category' | 'images'>> & {
  price?: PriceFigures;
};

/** Columns of the listing written now. */
export type PublicColumns = Partial<
  Pick<OfferRow, 'title' | 'description' | 'category' | 'images' | 'paymentTypes' | 'price'> & PriceFigures
>;

const textFields = ['title', 'description', 'category'] as const;

/** The listings an edit does not change in place: the ones an admin approved (decision 034). */
export const isApproved = (status: string) => status === 'active' || status === 'paused' || status === 'expired';

export function readSubstance(revision: RevisionRow | null): Substance {
  if (!revision) return {};
  const substance: Substance = {};
  for (const field of textFields) if (revision[field] !== null) substance[field] = revision[field];
  if (revision.images !== null) substance.images = revision.images;
  if (revision.priceUnit !== null) {
    substance.price = {
      priceCashCents: revision.priceCashCents,
      priceCoins: revision.priceCoins,
      priceUnit: revision.priceUnit,
    };
  }
  return substance;
}

export function toSubstanceColumns({ price, ...fields }: Substance): PublicColumns {
  return { ...fields, ...price };
}

export const isEmptySubstance = (substance: Substance) => Object.keys(substance).length === 0;

const sameFigures = (a: PriceFigures, b: PriceFigures) =>
  a.priceCashCents === b.priceCashCents && a.priceCoins === b.priceCoins && a.priceUnit === b.priceUnit;

/**
 * A price cut: the same unit and the same ways to pay, with no figure higher. Anything else (a higher figure, a new
 * unit, a way to pay added or removed) is a change of substance.
 */
export function isPriceCut(from: PriceFigures, to: PriceFigures): boolean {
  const lower = (a: number | null, b: number | null) => (a === null ? b === null : b !== null && b <= a);
  return (
    from.priceUnit === to.priceUnit &&
    lower(from.priceCashCents, to.priceCashCents) &&
    lower(from.priceCoins, to.priceCoins)
  );
}

/**
 * An edit of an approved listing, against its public version and the revision already waiting (which it replaces
 * field by field: a field sent with its public value leaves the revision). Returns the columns to write now and the
 * revision that waits afterwards (empty when none does).
 */
export function planEdit(
  offer: OfferRow,
  waiting: RevisionRow | null,
  { price, paymentTypes, ...fields }: Omit<UpdateListingInput, 'status'>,
): { now: PublicColumns; next: Substance } {
  const now: PublicColumns = {};
  const next = waiting?.status === 'pending' ? readSubstance(waiting) : {};
  if (paymentTypes && JSON.stringify(paymentTypes) !== JSON.stringify(offer.paymentTypes)) {
    now.paymentTypes = paymentTypes;
  }
  for (const field of textFields) {
    const value = fields[field];
    if (value === undefined) continue;
    if (value === offer[field]) delete next[field];
    else next[field] = value;
  }
  if (fields.images) {
    if (JSON.stringify(fields.images) === JSON.stringify(offer.images)) delete next.images;
    else next.images = fields.images;
  }
  if (price) {
    const { price: note, ...figures } = toPriceColumns(price);
    if (note !== offer.price) now.price = note;
    delete next.price;
    if (sameFigures(figures, offer)) return { now, next };
    if (isPriceCut(offer, figures)) Object.assign(now, figures);
    else next.price = figures;
  }
  return { now, next };
}

/** Whether the revision stored differs from the one planned (a rejected one is always replaced by an edit). */
export function changesRevision(waiting: RevisionRow | null, next: Substance): boolean {
  if (!waiting) return !isEmptySubstance(next);
  if (waiting.status !== 'pending') return true;
  return JSON.stringify(readSubstance(waiting)) !== JSON.stringify(next);
}

/** The fields the revision would change, each as the public has it and as it would be. */
export function describeChanges(offer: OfferRow, revision: RevisionRow): ListingChanges {
  const substance = readSubstance(revision);
  const changes: ListingChanges = {};
  for (const field of textFields) {
    const after = substance[field];
    if (after !== undefined && after !== offer[field]) changes[field] = { before: offer[field], after };
  }
  if (substance.images && JSON.stringify(substance.images) !== JSON.stringify(offer.images)) {
    changes.images = { before: offer.images, after: substance.images };
  }
  if (substance.price && !sameFigures(substance.price, offer)) {
    changes.price = { before: readPrice(offer), after: readPrice({ ...offer, ...substance.price }) };
  }
  return changes;
}

/** The edited fields of a listing never approved, written in place as they are (a price given is stored whole). */
export function toListingColumns({ price, ...fields }: Omit<UpdateListingInput, 'status'>): PublicColumns {
  return { ...fields, ...(price ? toPriceColumns(price) : {}) };
}
