// The case as the disputes feature reads it, shared by its reading, its policy and its presenters.
import type { Party } from '#shared/schemas/party.ts';
import type { disputeEntries, disputes } from '../../db/schema/index.ts';

export type DisputeRecord = Omit<typeof disputes.$inferSelect, 'openedById' | 'respondentId'> & {
  openedBy: Party;
  respondent: Party;
  /** Statements, questions and answers, oldest first. */
  entries: {
    id: string;
    kind: (typeof disputeEntries.$inferSelect)['kind'];
    author: Party;
    addressedTo: Party;
    body: string;
    images: string[];
    createdAt: Date;
  }[];
};
