import { useMutation } from '@tanstack/react-query';
import { limits } from '#shared/constants.ts';
import { api } from '#web/lib/api-client.ts';

// Image uploads serve the profile picture and, later, listing images, so they live in lib/. The server checks
// the real content; this check only spares the visitor a wasted upload and speaks the spec's messages (by message id,
// in the page's language).

export const imageFileMessages = {
  notImage: 'components.uploads.notImage',
  tooLarge: 'components.uploads.tooLarge',
} as const;

/** The message id for a file that cannot be uploaded as an image, or null when it may be sent. */
export function checkImageFile(file: File): (typeof imageFileMessages)[keyof typeof imageFileMessages] | null {
  if (!file.type.startsWith('image/')) return imageFileMessages.notImage;
  if (file.size > limits.uploadMaxBytes) return imageFileMessages.tooLarge;
  return null;
}

export function useUploadImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api.post('/uploads', { body });
    },
  });
}
