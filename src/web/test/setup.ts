// Each web test starts on a clean page with the network stub in place, and ends with its rendered tree unmounted,
// its toasts and storage gone and its network checked (src/web/test/network.ts). The files share their modules
// (isolate: false in vitest.config.ts), so whatever a module keeps between tests is reset here.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { runEffectsAfterEachRender } from '#web/lib/effect-timing.ts';
import { isSonnerWanted, loadSonner } from '#web/lib/toast.ts';
import { startNetwork, stopNetwork } from './network.ts';

runEffectsAfterEachRender();

// happy-dom lacks two reflected properties that react-hook-form reads to tell whether a select was changed before
// the form was ready; without them it takes every select as changed and drops the form's default for it. Defined
// here as the HTML standard has them, only while happy-dom has none of its own.
if (!('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size') ?? 0);
    },
  });
}
if (!('defaultSelected' in HTMLOptionElement.prototype)) {
  Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
    configurable: true,
    get(this: HTMLOptionElement) {
      return this.hasAttribute('selected');
    },
    set(this: HTMLOptionElement, selected: boolean) {
      this.toggleAttribute('selected', selected);
    },
  });
}

beforeEach(() => {
  startNetwork();
});

afterEach(async () => {
  // sonner keeps its toasts in the module and shows those still active to the next <Toaster>, the next test's.
  if (isSonnerWanted()) (await loadSonner()).toast.dismiss();
  cleanup();
  localStorage.clear();
  stopNetwork();
});
