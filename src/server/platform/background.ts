// Work that must not hold up the response (and whose duration must not show in it, such as whether an email exists):
// run after it is sent, logged on failure, and awaited when the app closes so nothing is cut off mid-write.
type Log = { error: (details: object, message: string) => void };

export type BackgroundTasks = {
  run: (name: string, task: () => Promise<unknown>) => void;
  /** Resolves once every task started so far has finished (tests and shutdown). */
  settle: () => Promise<void>;
};

export function createBackgroundTasks(log: Log): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      const running = Promise.resolve()
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
