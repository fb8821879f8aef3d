import { describe, expect, it } from 'vitest';
import indexHtml from '../index.html?raw';
import { defaultPageDescription, defaultPageTitle } from './page-meta.tsx';

describe('the default page meta', () => {
  it('is what index.html carries, so a screen without its own reads the same before and after the app starts', () => {
    const html = indexHtml.replace(/\s+/g, ' ');
    expect(html).toContain(`<title>${defaultPageTitle}</title>`);
    expect(html).toContain(`content="${defaultPageDescription}"`);
  });
});
