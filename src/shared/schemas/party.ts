import { z } from 'zod';

/** A member as another member sees them beside a deal; null once they deleted their account ('Deleted user'). */
export const partySchema = z
  .object({ id: z.string(), fullName: z.string(), profilePictureUrl: z.string().nullable() })
  .nullable();
export type Party = z.infer<typeof partySchema>;
