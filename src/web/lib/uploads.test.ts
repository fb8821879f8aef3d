import { describe, expect, it } from 'vitest';
import { checkImageFile, imageFileMessages } from './uploads.ts';

describe('checkImageFile', () => {
  it('accepts an image up to 5 MB', () => {
    expect(checkImageFile(new File([new Uint8Array(5 * 1024 * 1024)], 'a.png', { type: 'image/png' }))).toBeNull();
  });

  it("refuses other files and larger images with the spec's messages", () => {
    expect(checkImageFile(new File(['text'], 'a.txt', { type: 'text/plain' }))).toBe(imageFileMessages.notImage);
    const large = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'a.jpg', { type: 'image/jpeg' });
    expect(checkImageFile(large)).toBe(imageFileMessages.tooLarge);
  });
});
