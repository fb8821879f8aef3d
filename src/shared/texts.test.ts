import { describe, expect, it } from 'vitest';
import { translateText } from './texts.ts';

const spanish = {
  'Listing not found': 'Anuncio no encontrado',
  'Your listing "{title}" has been rejected.': 'Tu anuncio "{title}" ha sido rechazado.',
  'Your listing "{title}" has been rejected. Reason: {reason}':
    'Tu anuncio "{title}" ha sido rechazado. Motivo: {reason}',
  'Failed to submit proposal: {reason}': 'No se pudo enviar la propuesta: {reason}',
  'Untranslated so far': '',
};

describe('translateText', () => {
  it('translates a whole text', () => {
    expect(translateText(spanish, 'Listing not found')).toBe('Anuncio no encontrado');
  });

  it('fills a pattern with what the code put in, as written', () => {
    expect(translateText(spanish, 'Your listing "Piano lessons" has been rejected.')).toBe(
      'Tu anuncio "Piano lessons" ha sido rechazado.',
    );
  });

  it('prefers the most specific pattern', () => {
    expect(translateText(spanish, 'Your listing "Piano" has been rejected. Reason: blurry photos')).toBe(
      'Tu anuncio "Piano" ha sido rechazado. Motivo: blurry photos',
    );
  });

  it('translates what fills a pattern when it is one of the texts itself', () => {
    expect(translateText(spanish, 'Failed to submit proposal: Listing not found')).toBe(
      'No se pudo enviar la propuesta: Anuncio no encontrado',
    );
  });

  it("leaves a member's own words, an untranslated text and English as they are", () => {
    expect(translateText(spanish, 'See you on Tuesday')).toBe('See you on Tuesday');
    expect(translateText(spanish, 'Untranslated so far')).toBe('Untranslated so far');
    expect(translateText(undefined, 'Listing not found')).toBe('Listing not found');
  });
});
