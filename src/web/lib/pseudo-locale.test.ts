import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import english from 'virtual:messages/en';
import { pseudoLocalize } from './pseudo-locale.ts';

const pseudo = createIntl({ locale: 'en', messages: pseudoLocalize(english) as never });

describe('pseudoLocalize', () => {
  it('accents every message, brackets it and makes it a third longer', () => {
    const shown = pseudo.formatMessage({ id: 'app.header.signIn' });
    expect(shown).toMatch(/^\[Sígñ Îñ·+\]$/);
    expect(shown.length).toBeGreaterThanOrEqual(Math.ceil('Sign In'.length * 1.3));
  });

  it('keeps arguments and plurals working', () => {
    const shown = pseudo.formatMessage({ id: 'members.summary.completedDeals' }, { count: 2 });
    expect(shown).toMatch(/^\[2 çömplétéd déáls·+\]$/);
  });
});
