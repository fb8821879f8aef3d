import { describe, expect, it } from 'vitest';
import { closedCombobox, pressComboboxKey } from './combobox.ts';

const open = (active: number) => ({ open: true, active });

describe('pressComboboxKey', () => {
  it('opens the list on an arrow, on the first or the last option', () => {
    expect(pressComboboxKey(closedCombobox, 'ArrowDown', 3)).toEqual({ state: open(0), handled: true });
    expect(pressComboboxKey(closedCombobox, 'ArrowUp', 3)).toEqual({ state: open(2), handled: true });
  });

  it('leaves the arrows to the text box when there is nothing to show', () => {
    expect(pressComboboxKey(closedCombobox, 'ArrowDown', 0)).toEqual({ state: closedCombobox, handled: false });
  });

  it('moves the active option round the list', () => {
    expect(pressComboboxKey(open(0), 'ArrowDown', 3).state).toEqual(open(1));
    expect(pressComboboxKey(open(2), 'ArrowDown', 3).state).toEqual(open(0));
    expect(pressComboboxKey(open(0), 'ArrowUp', 3).state).toEqual(open(2));
    expect(pressComboboxKey(open(-1), 'ArrowDown', 3).state).toEqual(open(0));
    expect(pressComboboxKey(open(-1), 'ArrowUp', 3).state).toEqual(open(2));
  });

  it('picks the active option on Enter, and otherwise lets the form submit', () => {
    expect(pressComboboxKey(open(1), 'Enter', 3)).toEqual({ state: closedCombobox, pick: 1, handled: true });
    expect(pressComboboxKey(open(-1), 'Enter', 3)).toEqual({ state: closedCombobox, handled: false });
    expect(pressComboboxKey(closedCombobox, 'Enter', 3)).toEqual({ state: closedCombobox, handled: false });
    // The list changed under the active option.
    expect(pressComboboxKey(open(4), 'Enter', 2)).toEqual({ state: closedCombobox, handled: false });
  });

  it('closes on Escape (only when open) and on Tab', () => {
    expect(pressComboboxKey(open(1), 'Escape', 3)).toEqual({ state: closedCombobox, handled: true });
    expect(pressComboboxKey(closedCombobox, 'Escape', 3)).toEqual({ state: closedCombobox, handled: false });
    expect(pressComboboxKey(open(1), 'Tab', 3)).toEqual({ state: closedCombobox, handled: false });
  });

  it('ignores other keys', () => {
    expect(pressComboboxKey(open(1), 'a', 3)).toEqual({ state: open(1), handled: false });
  });
});
