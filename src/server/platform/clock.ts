/** Epoch milliseconds. The app has one (the context's `clock`); tests give one they move on by hand. */
export type Clock = () => number;
