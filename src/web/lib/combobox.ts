// The keys of a combobox whose list pops up under a text box (WAI-ARIA APG, "combobox with listbox popup"): the
// arrows open the list and move the active option round it, Enter picks the active one, Escape closes the list.
// Kept apart from the component so its behaviour can be tested without a browser.

export type ComboboxState = {
  open: boolean;
  /** The active option's index, or -1 when none is (the text box itself is). */
  active: number;
};

export const closedCombobox: ComboboxState = { open: false, active: -1 };

export type ComboboxKeyResult = {
  state: ComboboxState;
  /** The option to pick (Enter on an active option). */
  pick?: number;
  /** The key was the combobox's: the caller stops its default (the caret moving, the form submitting). */
  handled: boolean;
};

export function pressComboboxKey(state: ComboboxState, key: string, optionCount: number): ComboboxKeyResult {
  const unhandled = { state, handled: false };
  switch (key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      if (optionCount === 0) return unhandled;
      const step = key === 'ArrowDown' ? 1 : -1;
      if (!state.open) return { state: { open: true, active: step === 1 ? 0 : optionCount - 1 }, handled: true };
      // Round the list: past the last option comes the first again.
      const from = state.active === -1 && step === -1 ? optionCount : state.active;
      return { state: { open: true, active: (from + step + optionCount) % optionCount }, handled: true };
    }
    case 'Enter':
      if (!state.open || state.active < 0 || state.active >= optionCount)
        return { state: closedCombobox, handled: false };
      return { state: closedCombobox, pick: state.active, handled: true };
    case 'Escape':
      return state.open ? { state: closedCombobox, handled: true } : unhandled;
    case 'Tab':
      return { state: closedCombobox, handled: false };
    default:
      return unhandled;
  }
}
