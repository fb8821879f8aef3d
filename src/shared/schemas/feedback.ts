// Feedback: the member's form and their own history. The messages are the spec's (section 5), word for word.
import { z } from 'zod';
import { feedbackStatuses, feedbackTypes, limits } from '../constants.ts';
import { pagingQuerySchema } from './paging.ts';

export const feedbackContentMax = 5000;

export const createFeedbackSchema = z.object({
  type: z.enum(feedbackTypes, { error: 'Please select a feedback type' }).default('general'),
  content: z
    .string({ error: 'Please provide your feedback' })
    .trim()
    .min(1, 'Please provide your feedback')
    .min(limits.feedbackMin, `Feedback must be at least ${limits.feedbackMin} characters`)
    .max(feedbackContentMax, `Feedback must be at most ${feedbackContentMax} characters`),
  rating: z
    .number({ error: 'Rating must be a number from 1 to 5' })
    .int('Rating must be a whole number from 1 to 5')
    .min(1, 'Rating must be a number from 1 to 5')
    .max(5, 'Rating must be a number from 1 to 5')
    .nullable()
    .optional(),
});
export type CreateFeedbackInput = z.input<typeof createFeedbackSchema>;

export const feedbackSchema = z.object({
  id: z.string(),
  type: z.enum(feedbackTypes),
  content: z.string(),
  rating: z.number().int().nullable(),
  status: z.enum(feedbackStatuses),
  createdAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const feedbackListQuerySchema = pagingQuerySchema;

export const feedbackListSchema = z.object({
  items: z.array(feedbackSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
