import { afterEach, describe, expect, it, vi } from 'vitest';

// The chunk's download is what can fail in a browser; here the module import stands in for it.
const download = vi.hoisted(() => ({ fail: true }));
vi.mock('sonner', () => {
  if (download.fail) throw new Error('chunk failed to download');
  return { toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }), Toaster: () => null };
});

afterEach(() => {
  vi.resetModules();
});

describe('loadSonner', () => {
  it('forgets a failed download, so the next toast loads sonner again and the host is told both times', async () => {
    const { isSonnerWanted, loadSonner, subscribeSonnerLoad } = await import('./toast.ts');
    const heard = vi.fn();
    subscribeSonnerLoad(heard);

    await expect(loadSonner()).rejects.toThrow();
    expect(isSonnerWanted()).toBe(false);

    download.fail = false;
    vi.resetModules();
    const module = await loadSonner();
    expect(module.Toaster).toBeTypeOf('function');
    expect(isSonnerWanted()).toBe(true);
    // Asked for, failed, asked for again.
    expect(heard).toHaveBeenCalledTimes(3);
  });
});
