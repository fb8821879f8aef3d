import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLocale } from './i18n.tsx';
import { toast } from './toast.ts';
import { watchForUpdates } from './service-worker.ts';

vi.mock('./toast.ts', () => ({ toast: { action: vi.fn() } }));

// The browser's side of an update, as the page sees it: a registration whose new worker installs, and the container
// whose controller changes once a worker takes over.
class FakeWorker extends EventTarget {
  state = 'installing';
  postMessage = vi.fn();
  install() {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}
class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = vi.fn(async () => undefined);
  findUpdate(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}
const createContainer = (running: boolean) =>
  Object.assign(new EventTarget(), { controller: running ? ({} as ServiceWorker) : null, register: vi.fn() });

const watch = (registration: FakeRegistration, container: ReturnType<typeof createContainer>, reload = vi.fn()) => {
  watchForUpdates(registration as unknown as ServiceWorkerRegistration, container, reload);
  return reload;
};
const chooseReload = () => {
  const [, label, choose] = vi.mocked(toast.action).mock.calls.at(-1) ?? [];
  expect(label).toBe('Reload');
  choose?.();
};

// The offer is worded in the language the app shows, as the browser's app has it once started.
beforeAll(async () => {
  await startLocale('en');
});
beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(toast.action).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('watchForUpdates', () => {
  it('offers a reload when a new version installs; choosing it hands over, and the page reloads once it has', () => {
    const registration = new FakeRegistration();
    const container = createContainer(true);
    const reload = watch(registration, container);
    const worker = new FakeWorker();
    registration.findUpdate(worker);
    expect(toast.action).not.toHaveBeenCalled();

    worker.install();
    expect(toast.action).toHaveBeenCalledWith('A new version is available', 'Reload', expect.any(Function));
    chooseReload();
    expect(worker.postMessage).toHaveBeenCalledWith('skip-waiting');
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a version already waiting when the page opens', () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    watch(registration, createContainer(true));
    chooseReload();
    expect(registration.waiting.postMessage).toHaveBeenCalledWith('skip-waiting');
  });

  it('offers nothing for the first version installed, which replaces nothing', () => {
    const registration = new FakeRegistration();
    watch(registration, createContainer(false));
    const worker = new FakeWorker();
    registration.findUpdate(worker);
    worker.install();
    expect(toast.action).not.toHaveBeenCalled();
  });

  it("does not reload a tab for another tab's choice", () => {
    const container = createContainer(true);
    const reload = watch(new FakeRegistration(), container);
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('looks for a new version every hour', async () => {
    const registration = new FakeRegistration();
    watch(registration, createContainer(true));
    await vi.advanceTimersByTimeAsync(59 * 60 * 1000);
    expect(registration.update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60 * 1000);
    expect(registration.update).toHaveBeenCalledTimes(1);
  });
});
