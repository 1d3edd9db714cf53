import { vi } from 'vitest';

/** A Storage kept in memory, for unit tests that run in Node. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/**
 * The few browser globals the session layer touches (storage, cookie, location, events). Import
 * this module first in a test file: modules under test read `window` when they load.
 */
export const browser = {
  reload: vi.fn(),
};

vi.stubGlobal('localStorage', new MemoryStorage());
vi.stubGlobal('sessionStorage', new MemoryStorage());
vi.stubGlobal('window', { addEventListener: vi.fn(), location: { origin: 'http://verba.test', reload: browser.reload } });
vi.stubGlobal('document', { cookie: '', documentElement: { lang: 'pt-BR' } });

/** Answers fetch calls from a list of [status, body] in order, and records the requests. */
export function fakeFetch(responses: [number, unknown][]) {
  const calls: { url: string; method: string; headers: Record<string, string>; body: unknown }[] = [];
  const queue = [...responses];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL | string, init: RequestInit = {}) => {
      calls.push({
        url: String(url),
        method: init.method ?? 'GET',
        headers: (init.headers ?? {}) as Record<string, string>,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const [status, body] = queue.shift() ?? [500, null];
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

export function resetBrowser() {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = '';
  browser.reload.mockReset();
}
