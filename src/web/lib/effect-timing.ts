import { options } from 'preact';

// React runs the effects of a render caused by a click or a key press before it handles the next event: Radix's
// dialogs take focus and start listening for Escape in effects. Preact waits for the next frame by default, and the
// browser handles input waiting in its queue first, so a quick Tab or Escape went past a dialog that had just opened.
// Once the page is up, effects run straight after each render instead (decision 047); the first render's effects
// keep their own task after the paint, rather than lengthening the task that hydrates the page.
export function runEffectsAfterEachRender(): void {
  options.requestAnimationFrame = (flush) => queueMicrotask(flush);
}
