// A member's saved searches: a list's filters under a name (unique per member, at most limits.savedSearchesMax by
// the policy), with an in-app alert and/or a daily email digest of new matches (offers/saved-search-alerts.ts,
// digest.ts).
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { checkedOfferFiltersSchema } from '#shared/schemas/offers.ts';
import type {
  CreateSavedSearchInput,
  SavedSearchFilters,
  UpdateSavedSearchInput,
} from '#shared/schemas/saved-searches.ts';
import type { AppContext } from '../../context.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { lockInSpace } from '../../db/locks.ts';
import { savedSearches, savedSearchMatches } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import type { Member } from '../../platform/guards.ts';
import { isUuid } from '../../platform/ids.ts';
import { authorizeSavedSearch, authorizeSavedSearchList, savedSearchNotFound } from './policy.ts';
import type { SavedSearchRow } from './present.ts';

/** The list's address query read by the list's own rules; the page and the layout are not part of a search. */
export function readSavedFilters(query: string): SavedSearchFilters {
  const params = Object.fromEntries(new URLSearchParams(query.replace(/^\?/, '')));
  const parsed = checkedOfferFiltersSchema.safeParse(params);
  if (parsed.success) return parsed.data;
  const fields = Object.fromEntries(
    parsed.error.issues.map((issue) => [`query.${issue.path.join('.')}`, issue.message]),
  );
  throw badRequest('VALIDATION_ERROR', parsed.error.issues[0]?.message ?? 'Invalid search', fields);
}

const nameTaken = (name: string) =>
  conflict('NAME_TAKEN', `You already have a saved search named "${name}". Choose another name.`);

// Two saves at once by one member must both see the other's row: the cap and the name are checked under this lock.
async function lockMemberSearches(tx: Transaction, userId: string): Promise<void> {
  await lockInSpace(tx, 'savedSearchMember', userId);
}

async function isNameTaken(tx: Transaction, userId: string, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.name, name)));
  return Boolean(row && row.id !== exceptId);
}

export async function findSavedSearches(db: Database, member: Member): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, member.id))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

export async function createSavedSearch(
  db: Database,
  member: Member,
  input: CreateSavedSearchInput,
): Promise<SavedSearchRow> {
  const filters = readSavedFilters(input.query);
  return db.transaction(async (tx) => {
    await lockMemberSearches(tx, member.id);
    const [kept] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, member.id));
    authorizeSavedSearchList(member, { kept: kept?.n ?? 0 }, 'create');
    if (await isNameTaken(tx, member.id, input.name)) throw nameTaken(input.name);
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId: member.id,
        name: input.name,
        filters,
        alertInApp: input.alertInApp,
        alertEmail: input.alertEmail,
      })
      .returning();
    if (!row) throw new Error('saved search insert returned nothing');
    return row;
  });
}

async function lockOwnSearch(tx: Transaction, member: Member, id: string): Promise<SavedSearchRow> {
  if (!isUuid(id)) throw savedSearchNotFound();
  const [search] = await tx.select().from(savedSearches).where(eq(savedSearches.id, id)).for('update');
  if (!search) throw savedSearchNotFound();
  authorizeSavedSearch(member, { search }, 'manage');
  return search;
}

export async function updateSavedSearch(
  ctx: AppContext,
  member: Member,
  id: string,
  input: UpdateSavedSearchInput,
): Promise<SavedSearchRow> {
  return ctx.db.transaction(async (tx) => {
    await lockMemberSearches(tx, member.id);
    const search = await lockOwnSearch(tx, member, id);
    if (input.name !== undefined && (await isNameTaken(tx, member.id, input.name, search.id))) {
      throw nameTaken(input.name);
    }
    const [updated] = await tx
      .update(savedSearches)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.alertInApp !== undefined ? { alertInApp: input.alertInApp } : {}),
        ...(input.alertEmail !== undefined ? { alertEmail: input.alertEmail } : {}),
      })
      .where(eq(savedSearches.id, search.id))
      .returning();
    if (!updated) throw new Error(`saved search ${search.id} vanished while locked`);
    // The digest starts from now: matches found while it was off are old news by then.
    if (input.alertEmail && !search.alertEmail) {
      await tx
        .update(savedSearchMatches)
        .set({ emailedAt: new Date(ctx.clock()) })
        .where(and(eq(savedSearchMatches.savedSearchId, search.id), isNull(savedSearchMatches.emailedAt)));
    }
    return updated;
  });
}

/** Its matches go with it (foreign key). */
export async function deleteSavedSearch(db: Database, member: Member, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const search = await lockOwnSearch(tx, member, id);
    await tx.delete(savedSearches).where(eq(savedSearches.id, search.id));
  });
}
