// A proposal's versions: the terms it was sent with, then each counter-offer. The latest is also on the proposal's row,
// where acceptance, the hold and the deal read it; this table keeps them all for the timeline both parties see.
import { asc, eq, inArray } from 'drizzle-orm';
import { type DealTerm, type ProposalVersion, dealTerms } from '#shared/schemas/proposals.ts';
import type { PaymentType } from '#shared/constants.ts';
import type { Executor } from '../../db/client.ts';
import { proposalVersions, users } from '../../db/schema/index.ts';
import type { ProposalRow } from '../deals/service.ts';

export type VersionTerms = Pick<
  ProposalRow,
  'paymentMethods' | 'cashAmountCents' | 'amount' | 'coinAmount' | 'tradeDescription'
> & { note: string | null };

/** Writes a version: the first at sending, each counter-offer after. */
export async function recordVersion(
  db: Executor,
  version: { proposalId: string; number: number; authorId: string | null; terms: VersionTerms; at?: Date },
) {
  await db.insert(proposalVersions).values({
    proposalId: version.proposalId,
    number: version.number,
    authorId: version.authorId,
    ...version.terms,
    ...(version.at ? { createdAt: version.at } : {}),
  });
}

/** The proposal's currency, by its methods: the one method, or 'mixed'. */
export const currencyOf = (methods: PaymentType[]) => (methods.length === 1 ? methods[0]! : 'mixed');

const sameMethods = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

type Comparable = {
  paymentMethods: readonly string[];
  cashAmountCents: number | null;
  offerAmount: string | null;
  coinAmount: number | null;
  tradeDescription: string | null;
  note: string | null;
};

/** The terms in which `next` differs from `previous`: what the timeline highlights and what a counter must change. */
export function changedTerms(previous: Comparable, next: Comparable): DealTerm[] {
  return dealTerms.filter((term) =>
    term === 'paymentMethods'
      ? !sameMethods(previous.paymentMethods, next.paymentMethods)
      : (previous[term] ?? null) !== (next[term] ?? null),
  );
}

/** Each proposal's versions, oldest first, each with what it changed; one query for a page of proposals. */
export async function findVersions(db: Executor, proposalIds: string[]): Promise<Map<string, ProposalVersion[]>> {
  const versions = new Map<string, ProposalVersion[]>(proposalIds.map((id) => [id, []]));
  if (proposalIds.length === 0) return versions;
  const rows = await db
    .select({
      proposalId: proposalVersions.proposalId,
      number: proposalVersions.number,
      paymentMethods: proposalVersions.paymentMethods,
      cashAmountCents: proposalVersions.cashAmountCents,
      offerAmount: proposalVersions.amount,
      coinAmount: proposalVersions.coinAmount,
      tradeDescription: proposalVersions.tradeDescription,
      note: proposalVersions.note,
      at: proposalVersions.createdAt,
      author: { id: users.id, fullName: users.fullName, profilePictureUrl: users.profilePictureUrl },
    })
    .from(proposalVersions)
    .leftJoin(users, eq(users.id, proposalVersions.authorId))
    .where(inArray(proposalVersions.proposalId, proposalIds))
    .orderBy(asc(proposalVersions.proposalId), asc(proposalVersions.number));
  for (const row of rows) {
    const list = versions.get(row.proposalId)!;
    const previous = list.at(-1);
    list.push({
      number: row.number,
      author: row.author?.id ? { ...row.author, fullName: row.author.fullName ?? '' } : null,
      paymentMethods: row.paymentMethods as PaymentType[],
      cashAmountCents: row.cashAmountCents,
      offerAmount: row.offerAmount,
      coinAmount: row.coinAmount,
      tradeDescription: row.tradeDescription,
      note: row.note,
      changed: previous ? changedTerms(previous, row) : [],
      at: row.at.toISOString(),
    });
  }
  return versions;
}
