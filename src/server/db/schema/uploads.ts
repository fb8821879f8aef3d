// Who uploaded which picture. Files are stored by their content's hash, so two members uploading the same bytes
// share one file; each of them owns it here. A member may attach only their own uploads where the pictures speak
// for them (a dispute's evidence).
import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './helpers.ts';
import { users } from './users.ts';

export const uploads = pgTable(
  'uploads',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address POST /api/uploads answered with (`/uploads/<hash path>`). */
    url: text('url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.url] })],
);
