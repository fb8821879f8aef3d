// Reading disputes: each proposal's latest dispute with its case for the proposal pages, and cases by id for the
// admins' desk, a page of them in two queries (the disputes, then their entries); and how a party or an admin sees one.
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Party } from '#shared/schemas/party.ts';
import type { DisputeView } from '#shared/schemas/disputes.ts';
import type { Executor } from '../../db/client.ts';
import { disputeEntries, disputes, users } from '../../db/schema/index.ts';
import type { Member } from '../../platform/guards.ts';
import { disputeAbilities } from './policy.ts';
import type { DisputeRecord } from './types.ts';

const openers = alias(users, 'opener');
const respondents = alias(users, 'respondent');
const authors = alias(users, 'author');
const addressees = alias(users, 'addressee');
const partyOf = (table: typeof openers | typeof respondents | typeof authors | typeof addressees) => ({
  id: table.id,
  fullName: table.fullName,
  profilePictureUrl: table.profilePictureUrl,
});

type PartyColumns = { id: string | null; fullName: string | null; profilePictureUrl: string | null } | null;
// A member who deleted their account is null: the page shows 'Deleted user'.
const toParty = (party: PartyColumns): Party =>
  party?.id ? { id: party.id, fullName: party.fullName ?? '', profilePictureUrl: party.profilePictureUrl } : null;

function selectDisputes(db: Executor, where: SQL | undefined) {
  return db
    .select({
      dispute: disputes,
      openedBy: partyOf(openers),
      respondent: partyOf(respondents),
    })
    .from(disputes)
    .leftJoin(openers, eq(openers.id, disputes.openedById))
    .leftJoin(respondents, eq(respondents.id, disputes.respondentId))
    .where(where);
}

async function selectEntries(db: Executor, disputeIds: string[]) {
  if (disputeIds.length === 0) return [];
  return db
    .select({
      entry: disputeEntries,
      author: partyOf(authors),
      addressedTo: partyOf(addressees),
    })
    .from(disputeEntries)
    .leftJoin(authors, eq(authors.id, disputeEntries.authorId))
    .leftJoin(addressees, eq(addressees.id, disputeEntries.addressedToId))
    .where(inArray(disputeEntries.disputeId, disputeIds))
    .orderBy(asc(disputeEntries.createdAt), asc(disputeEntries.id));
}

/** The disputes the rows name, each with its entries. */
async function withEntries(db: Executor, rows: Awaited<ReturnType<typeof selectDisputes>>): Promise<DisputeRecord[]> {
  const entries = await selectEntries(
    db,
    rows.map((row) => row.dispute.id),
  );
  return rows.map(({ dispute, openedBy, respondent }) => {
    const { openedById: _opener, respondentId: _respondent, ...fields } = dispute;
    return {
      ...fields,
      openedBy: toParty(openedBy),
      respondent: toParty(respondent),
      entries: entries
        .filter(({ entry }) => entry.disputeId === dispute.id)
        .map(({ entry, author, addressedTo }) => ({
          id: entry.id,
          kind: entry.kind,
          author: toParty(author),
          addressedTo: toParty(addressedTo),
          body: entry.body,
          images: entry.images,
          createdAt: entry.createdAt,
        })),
    };
  });
}

/** Each proposal's latest dispute, open or closed; a proposal never disputed maps to none. */
export async function findLatestDisputes(db: Executor, proposalIds: string[]): Promise<Map<string, DisputeRecord>> {
  if (proposalIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([disputes.proposalId], {
      dispute: disputes,
      openedBy: partyOf(openers),
      respondent: partyOf(respondents),
    })
    .from(disputes)
    .leftJoin(openers, eq(openers.id, disputes.openedById))
    .leftJoin(respondents, eq(respondents.id, disputes.respondentId))
    .where(inArray(disputes.proposalId, proposalIds))
    .orderBy(disputes.proposalId, desc(disputes.createdAt), desc(disputes.id));
  const records = await withEntries(db, rows);
  return new Map(records.map((record) => [record.proposalId, record]));
}

/** Disputes by id, in the order asked. */
export async function findDisputes(db: Executor, ids: string[]): Promise<DisputeRecord[]> {
  if (ids.length === 0) return [];
  const records = await withEntries(db, await selectDisputes(db, inArray(disputes.id, ids)));
  return ids.flatMap((id) => records.filter((record) => record.id === id));
}

/** The deal's open dispute, if any. */
export async function findOpenDispute(db: Executor, proposalId: string): Promise<DisputeRecord | undefined> {
  const rows = await selectDisputes(db, and(eq(disputes.proposalId, proposalId), eq(disputes.status, 'open')));
  const [record] = await withEntries(db, rows);
  return record;
}

/**
 * A dispute as `viewer` (a party, or an admin) sees it, at `now`. The parties read 'Admin' for an admin's question,
 * not which admin asked.
 */
export function presentDispute(record: DisputeRecord, viewer: Member, now: number): DisputeView {
  const abilities = disputeAbilities(viewer, { dispute: record, now });
  const seesAdmins = viewer.role === 'admin';
  return {
    id: record.id,
    status: record.status,
    reason: record.reason,
    openedBy: record.openedBy,
    respondent: record.respondent,
    respondBy: record.respondBy.toISOString(),
    openedAt: record.createdAt.toISOString(),
    outcome: record.outcome,
    providerCoins: record.providerCoins,
    payerCoins: record.payerCoins,
    resolutionNote: record.resolutionNote,
    closedAt: record.closedAt?.toISOString() ?? null,
    entries: record.entries.map((entry) => {
      const byAdmin = entry.kind === 'question';
      return {
        id: entry.id,
        kind: entry.kind,
        author: byAdmin && !seesAdmins ? null : entry.author,
        byAdmin,
        addressedTo: entry.addressedTo,
        body: entry.body,
        images: entry.images,
        at: entry.createdAt.toISOString(),
      };
    }),
    can: {
      addEntry: abilities['add-entry'],
      withdraw: record.status === 'open' && record.openedBy !== null && record.openedBy.id === viewer.id,
    },
  };
}
