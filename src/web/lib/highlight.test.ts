import { describe, expect, it } from 'vitest';
import { splitHighlight } from './highlight.ts';

describe('splitHighlight', () => {
  it('marks the words between the markers', () => {
    expect(splitHighlight('Wedding [[photo]]graphy in [[Paris]]')).toEqual([
      { text: 'Wedding ', marked: false },
      { text: 'photo', marked: true },
      { text: 'graphy in ', marked: false },
      { text: 'Paris', marked: true },
    ]);
  });

  it('leaves text without markers whole', () => {
    expect(splitHighlight('Guitar lessons')).toEqual([{ text: 'Guitar lessons', marked: false }]);
    expect(splitHighlight('')).toEqual([]);
  });

  it('keeps markup as plain text', () => {
    expect(splitHighlight('<b>[[<img src=x onerror=alert(1)>]]</b>')).toEqual([
      { text: '<b>', marked: false },
      { text: '<img src=x onerror=alert(1)>', marked: true },
      { text: '</b>', marked: false },
    ]);
  });

  it('shows unbalanced markers as typed', () => {
    expect(splitHighlight('a [[b')).toEqual([{ text: 'a [[b', marked: false }]);
    expect(splitHighlight('a ]] b')).toEqual([{ text: 'a ]] b', marked: false }]);
    expect(splitHighlight('[[a]] ]] [[b')).toEqual([
      { text: 'a', marked: true },
      { text: ' ]] [[b', marked: false },
    ]);
    expect(splitHighlight('[[a [[b]] c]]')).toEqual([
      { text: 'a [[b', marked: true },
      { text: ' c]]', marked: false },
    ]);
  });

  it('drops an empty pair', () => {
    expect(splitHighlight('a[[]]b')).toEqual([{ text: 'ab', marked: false }]);
  });
});
