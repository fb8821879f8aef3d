// Image uploads: the profile picture and listing images, sent as one multipart file and stored re-encoded.
import { endpoint } from '../endpoint.ts';
import { uploadResultSchema } from '../schemas/accounts.ts';

export const uploadsEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: '/uploads',
    tag: 'uploads',
    summary: 'Upload one image (multipart field "file"), at most 5 MB',
    access: 'member',
    // Each upload costs a decode and an encode, and disk: a few a minute per address.
    rateLimit: 'upload',
    rawBody: 'multipart',
    responses: { 201: uploadResultSchema },
    // Not an image, or too large.
    codes: ['INVALID_IMAGE', 'FILE_TOO_LARGE'],
  }),
};
