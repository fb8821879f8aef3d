import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { browseCategories, categoryNames } from '#shared/categories.ts';
import { paymentTypes } from '#shared/constants.ts';
import { renderAvatar, renderListingImage } from './art.ts';
import { demoListings, demoMembers, demoPendingListings, demoRejectedListings, demoRequests } from './catalogue.ts';

function isWebp(buffer: Buffer): boolean {
  return (
    buffer.length > 12 &&
    buffer.subarray(0, 4).toString('ascii') === 'RIFF' &&
    buffer.subarray(8, 12).toString('ascii') === 'WEBP'
  );
}

describe('renderListingImage', () => {
  it('returns an 800x600 WebP', async () => {
    const image = await renderListingImage({ seed: 'listing-1', category: 'Technology' });
    expect(isWebp(image)).toBe(true);
    const meta = await sharp(image).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(800);
    expect(meta.height).toBe(600);
  });

  it('is deterministic for the same seed', async () => {
    const a = await renderListingImage({ seed: 'same-seed', category: 'Pet Services' });
    const b = await renderListingImage({ seed: 'same-seed', category: 'Pet Services' });
    expect(a.equals(b)).toBe(true);
  });

  it('differs for different seeds', async () => {
    const a = await renderListingImage({ seed: 'seed-a', category: 'Home & Garden' });
    const b = await renderListingImage({ seed: 'seed-b', category: 'Home & Garden' });
    expect(a.equals(b)).toBe(false);
  });

  it('renders every category', async () => {
    for (const category of categoryNames) {
      const image = await renderListingImage({ seed: category, category });
      expect(isWebp(image)).toBe(true);
    }
  });
});

describe('renderAvatar', () => {
  it('returns a 256x256 WebP', async () => {
    const image = await renderAvatar({ seed: 'maya.okafor@example.com' });
    expect(isWebp(image)).toBe(true);
    const meta = await sharp(image).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(256);
    expect(meta.height).toBe(256);
  });

  it('is deterministic for the same seed', async () => {
    const a = await renderAvatar({ seed: 'daniel.reyes@example.com' });
    const b = await renderAvatar({ seed: 'daniel.reyes@example.com' });
    expect(a.equals(b)).toBe(true);
  });

  it('differs for different seeds', async () => {
    const a = await renderAvatar({ seed: 'priya.raman@example.com' });
    const b = await renderAvatar({ seed: 'tomasz.nowak@example.com' });
    expect(a.equals(b)).toBe(false);
  });
});

describe('demo catalogue', () => {
  const allOffers = [...demoListings, ...demoRequests, ...demoPendingListings, ...demoRejectedListings];

  it('has at least two active listings in every browse category', () => {
    for (const category of browseCategories) {
      const count = demoListings.filter((l) => l.category === category.name).length;
      expect(count, category.name).toBeGreaterThanOrEqual(2);
    }
  });

  it('has unique titles', () => {
    const titles = allOffers.map((o) => o.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('has descriptions of at least 20 characters', () => {
    for (const offer of allOffers) {
      expect(offer.description.length, offer.title).toBeGreaterThanOrEqual(20);
    }
  });

  it('uses known categories and valid, non-empty payment types', () => {
    for (const offer of allOffers) {
      expect(categoryNames, offer.title).toContain(offer.category);
      expect(offer.paymentTypes.length, offer.title).toBeGreaterThan(0);
      expect(new Set(offer.paymentTypes).size, offer.title).toBe(offer.paymentTypes.length);
      for (const type of offer.paymentTypes) expect(paymentTypes, offer.title).toContain(type);
    }
  });

  it('points providers at demo members', () => {
    for (const offer of allOffers) {
      expect(Number.isInteger(offer.provider), offer.title).toBe(true);
      expect(demoMembers[offer.provider], offer.title).toBeDefined();
    }
  });

  it('gives listings a rating from 3 to 5', () => {
    for (const listing of demoListings) {
      expect([3, 4, 5], listing.title).toContain(listing.rating);
    }
  });

  it('has unique member emails on example.com', () => {
    const emails = demoMembers.map((m) => m.email);
    expect(new Set(emails).size).toBe(emails.length);
    for (const email of emails) expect(email).toMatch(/^[a-z]+\.[a-z]+@example\.com$/);
  });

  it('gives every rejected listing a reason', () => {
    for (const listing of demoRejectedListings) {
      expect(listing.rejectionReason.length, listing.title).toBeGreaterThan(20);
    }
  });
});
