import { useMutation } from '@tanstack/react-query';
import { limits } from '#shared/constants.ts';
import { api } from '#web/lib/api-client.ts';

// Image uploads serve the profile picture and, later, listing images, so they live in lib/. The server checks
// the real content; this check only spares the visitor a wasted upload and speaks the spec's messages.

export const imageFileMessages = {
  notImage: 'Please upload an image file (JPEG, PNG, etc.)',
  tooLarge: 'File size exceeds 5MB limit',
} as const;

/** The message for a file that cannot be uploaded as an image, or null when it may be sent. */
export function checkImageFile(file: File): string | null {
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
