// Draws the installed app's icons (src/web/public/icons) from the favicon: 192 and 512 pixels, and a maskable 512
// whose coin sits inside the middle 70% (a launcher may crop to a circle of 80%) on the accent background.
// Run it after changing favicon.svg: `npm run icons`.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const svg = readFileSync('src/web/public/favicon.svg');
const out = 'src/web/public/icons';
const svgDensityFor = (pixels) => (pixels / 64) * 72;

for (const size of [192, 512]) {
  await sharp(svg, { density: svgDensityFor(size) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${out}/icon-${size}.png`);
}
const inner = Math.round(512 * 0.7);
const coin = await sharp(svg, { density: svgDensityFor(inner) })
  .resize(inner, inner)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#fef3c7' } })
  .composite([{ input: coin, gravity: 'centre' }])
  .png({ compressionLevel: 9 })
  .toFile(`${out}/maskable-512.png`);
