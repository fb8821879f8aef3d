// The Get Help support form and its route: the spec's messages.
import { z } from 'zod';
import { helpTypes } from '../constants.ts';

export const supportRequestSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  email: z.string().trim().toLowerCase().min(1, 'Email is required').pipe(z.email('Invalid email address')),
  phone: z.string().trim().max(40, 'Phone number is too long').optional(),
  helpType: z.enum(helpTypes, { error: 'Please select a help type' }),
  comments: z
    .string()
    .trim()
    .min(1, 'Please provide details about your request')
    .max(5000, 'Details must be at most 5000 characters'),
});
export type SupportRequestInput = z.infer<typeof supportRequestSchema>;

/** POST /api/support-requests: the new request's id. */
export const supportRequestCreatedSchema = z.object({ id: z.string() });
