// Deterministic demo artwork: listing covers and member avatars rendered locally with sharp.
// Everything is drawn from an SVG built here, with no network access.
// There are deliberately no letters or initials in these images: the machine that seeds the
// database may have no fonts installed, and an SVG <text> element would then render as blank
// boxes or nothing at all. Shapes and gradients look the same everywhere.

import sharp from 'sharp';
import type { CategoryName } from '#shared/categories.ts';

const listingWidth = 800;
const listingHeight = 600;
const avatarSize = 256;
const webpQuality = 78;

/** Gradient colour pair (start, end) for each category. */
const palette: Record<CategoryName, readonly [string, string]> = {
  'Design & Creative': ['#f472b6', '#7c3aed'],
  Technology: ['#38bdf8', '#1e3a8a'],
  'Education & Tutoring': ['#fbbf24', '#ea580c'],
  'Repair & Maintenance': ['#94a3b8', '#334155'],
  'Delivery & Moving': ['#fb923c', '#b91c1c'],
  Photography: ['#a5b4fc', '#312e81'],
  'Music & Audio': ['#c084fc', '#db2777'],
  'Food & Catering': ['#fde047', '#dc2626'],
  'Beauty & Wellness': ['#fbcfe8', '#be185d'],
  'Health & Fitness': ['#4ade80', '#0f766e'],
  'Home & Garden': ['#bef264', '#15803d'],
  'Business Services': ['#67e8f9', '#0f172a'],
  'Automotive Services': ['#f87171', '#1f2937'],
  'Pet Services': ['#fcd34d', '#92400e'],
  'Legal Services': ['#cbd5e1', '#1e293b'],
  'Writing & Translation': ['#fdba74', '#7c2d12'],
  'Event Planning': ['#f9a8d4', '#6d28d9'],
  'Virtual Assistance': ['#7dd3fc', '#0369a1'],
  'Handyman Services': ['#fcd34d', '#57534e'],
  'Language Lessons': ['#86efac', '#1d4ed8'],
  'Financial Consulting': ['#6ee7b7', '#064e3b'],
  'Gaming Coaching': ['#a78bfa', '#111827'],
};

/** 32-bit FNV-1a hash of a string, used to seed the PRNG. */
function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a tiny, fast, well-distributed seeded PRNG returning floats in [0, 1). */
function createRandom(seed: string): () => number {
  let state = hashSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rounds to one decimal so the SVG text (and thus the output) is compact and stable. */
function r(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

function between(random: () => number, min: number, max: number): number {
  return min + random() * (max - min);
}

function toWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: webpQuality }).toBuffer();
}

/** A smooth horizontal wave across the canvas, closed down to the bottom edge. */
function wavePath(random: () => number, baseY: number): string {
  const segments = 4;
  const step = listingWidth / segments;
  const amplitude = between(random, 20, 60);
  let d = `M0 ${r(baseY)}`;
  for (let i = 0; i < segments; i++) {
    const x = (i + 1) * step;
    const cy = baseY + (i % 2 === 0 ? -amplitude : amplitude) * between(random, 0.6, 1.2);
    d += ` Q${r(x - step / 2)} ${r(cy)} ${r(x)} ${r(baseY + between(random, -15, 15))}`;
  }
  return `${d} L${listingWidth} ${listingHeight} L0 ${listingHeight} Z`;
}

export async function renderListingImage(input: { seed: string; category: CategoryName }): Promise<Buffer> {
  const random = createRandom(`${input.category}|${input.seed}`);
  const [from, to] = palette[input.category];
  const angle = Math.floor(random() * 360);
  const shapes: string[] = [];

  const circleCount = 3 + Math.floor(random() * 4);
  for (let i = 0; i < circleCount; i++) {
    const cx = between(random, 0, listingWidth);
    const cy = between(random, 0, listingHeight);
    const radius = between(random, 30, 180);
    const opacity = between(random, 0.08, 0.3);
    const filled = random() < 0.7;
    shapes.push(
      filled
        ? `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="#ffffff" fill-opacity="${opacity.toFixed(2)}"/>`
        : `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="none" stroke="#ffffff" stroke-opacity="${opacity.toFixed(2)}" stroke-width="${r(between(random, 4, 14))}"/>`,
    );
  }

  const rectCount = 2 + Math.floor(random() * 3);
  for (let i = 0; i < rectCount; i++) {
    const w = between(random, 80, 260);
    const h = between(random, 60, 200);
    const x = between(random, -40, listingWidth - w + 40);
    const y = between(random, -40, listingHeight - h + 40);
    const rotation = between(random, -35, 35);
    const fill = random() < 0.5 ? '#ffffff' : to;
    shapes.push(
      `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(between(random, 12, 40))}" ` +
        `fill="${fill}" fill-opacity="${between(random, 0.1, 0.28).toFixed(2)}" ` +
        `transform="rotate(${r(rotation)} ${r(x + w / 2)} ${r(y + h / 2)})"/>`,
    );
  }

  const waveCount = 1 + Math.floor(random() * 2);
  for (let i = 0; i < waveCount; i++) {
    const baseY = between(random, listingHeight * 0.55, listingHeight * 0.85);
    const fill = i === 0 ? '#ffffff' : from;
    shapes.push(
      `<path d="${wavePath(random, baseY)}" fill="${fill}" fill-opacity="${between(random, 0.12, 0.25).toFixed(2)}"/>`,
    );
  }

  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${listingWidth}" height="${listingHeight}" viewBox="0 0 ${listingWidth} ${listingHeight}">` +
    `<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${listingWidth}" height="${listingHeight}" fill="url(#bg)"/>` +
    shapes.join('') +
    `</svg>`;
  return toWebp(svg);
}

export async function renderAvatar(input: { seed: string }): Promise<Buffer> {
  const random = createRandom(`avatar|${input.seed}`);
  const hue = Math.floor(random() * 360);
  const background = `hsl(${hue}, 60%, 92%)`;
  const foreground = `hsl(${hue}, ${55 + Math.floor(random() * 25)}%, ${38 + Math.floor(random() * 14)}%)`;

  // 5x5 grid, mirrored left-to-right: columns 0-2 are random, 3-4 copy 1-0.
  const grid = 5;
  const padding = 28;
  const cell = (avatarSize - padding * 2) / grid;
  const cells: boolean[][] = [];
  for (let row = 0; row < grid; row++) {
    const left = [random() < 0.5, random() < 0.5, random() < 0.5];
    cells.push([left[0] ?? false, left[1] ?? false, left[2] ?? false, left[1] ?? false, left[0] ?? false]);
  }
  // Never leave an avatar empty: light up the centre column's middle cell.
  if (!cells.some((row) => row.some(Boolean))) {
    const middle = cells[2];
    if (middle) middle[2] = true;
  }

  const rects: string[] = [];
  cells.forEach((row, y) =>
    row.forEach((on, x) => {
      if (!on) return;
      rects.push(
        `<rect x="${r(padding + x * cell + 2)}" y="${r(padding + y * cell + 2)}" width="${r(cell - 4)}" height="${r(cell - 4)}" rx="8" fill="${foreground}"/>`,
      );
    }),
  );

  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${avatarSize}" height="${avatarSize}" viewBox="0 0 ${avatarSize} ${avatarSize}">` +
    `<rect width="${avatarSize}" height="${avatarSize}" fill="${background}"/>` +
    rects.join('') +
    `</svg>`;
  return toWebp(svg);
}
