import { describe, expect, it } from 'vitest';
import { formatPageTitle, siteName } from './page-title.ts';

describe('formatPageTitle', () => {
  it("follows the page's title with the site's name", () => {
    expect(formatPageTitle('Technology')).toBe('Technology · Dragon Market');
  });

  it("leaves the site's own name alone", () => {
    expect(formatPageTitle(siteName)).toBe('Dragon Market');
  });
});
