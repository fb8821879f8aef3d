import { describe, expect, it } from 'vitest';
import { chooseLocale, directionOf, negotiateLocale, readLocaleCookie } from './locales.ts';

describe('negotiateLocale', () => {
  it('takes the first language the app speaks, by weight, regions included', () => {
    expect(negotiateLocale('de-CH,de;q=0.9,en;q=0.8')).toBe('de');
    expect(negotiateLocale('pt-BR, fr;q=0.5, es;q=0.7')).toBe('es');
    expect(negotiateLocale('AR-eg')).toBe('ar');
  });

  it('keeps the header order between equal weights and skips what is refused', () => {
    expect(negotiateLocale('fr;q=0.8, es;q=0.8')).toBe('fr');
    expect(negotiateLocale('es;q=0, en')).toBe('en');
  });

  it('answers null for no header, a wildcard or languages the app does not speak', () => {
    expect(negotiateLocale(undefined)).toBeNull();
    expect(negotiateLocale('*')).toBeNull();
    expect(negotiateLocale('ja, zh-CN;q=0.9')).toBeNull();
  });
});

describe('readLocaleCookie', () => {
  it('reads a language the app speaks and ignores anything else', () => {
    expect(readLocaleCookie('currency=EUR; locale=fr')).toBe('fr');
    expect(readLocaleCookie('locale=xx')).toBeNull();
    expect(readLocaleCookie('mylocale=fr')).toBeNull();
    expect(readLocaleCookie(undefined)).toBeNull();
  });
});

describe('chooseLocale', () => {
  it('prefers the member, then the cookie, then the browser, then English', () => {
    const acceptLanguage = 'de';
    expect(chooseLocale({ member: 'ar', cookies: 'locale=es', acceptLanguage })).toBe('ar');
    expect(chooseLocale({ cookies: 'locale=es', acceptLanguage })).toBe('es');
    expect(chooseLocale({ acceptLanguage })).toBe('de');
    expect(chooseLocale({})).toBe('en');
  });

  it('writes Arabic right to left and the others left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('de')).toBe('ltr');
  });
});
