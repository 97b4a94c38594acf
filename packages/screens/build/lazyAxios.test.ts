import { lazyAxios } from './lazyAxios';

interface Config {
  url: string;
  timeout?: number;
}

const timedOut = (ms: number) => new Error(`timeout ${ms}`);

type FakeAxios = ReturnType<typeof fakeAxios>['axios'];
/** lazyAxios over the stand-in, its request config typed as the client's would be. */
const lazyFake = (load: () => Promise<{ default: FakeAxios }>) => lazyAxios<Config, string, ReturnType<FakeAxios['create']>>(load, timedOut);

/** An axios stand-in: records what each created instance was given and answers with its adapter. */
function fakeAxios() {
  const created: { config: unknown; defaults: Record<string, unknown> }[] = [];
  const axios = {
    create(config?: unknown) {
      const defaults: Record<string, unknown> = { timeout: 0 };
      created.push({ config, defaults });
      return {
        defaults,
        getUri: (uri?: Config) => `https://api.example${uri?.url ?? ''}`,
        request: async (request: Config) => `${String(defaults.adapter)} ${request.url}${request.timeout === undefined ? '' : ` within ${request.timeout}`}`,
      };
    },
  };
  return { axios, created };
}

/** A module load the test settles by hand. */
function manualLoad<T>() {
  let settle: { resolve(value: T): void; reject(error: Error): void } | undefined;
  const load = jest.fn(() => new Promise<T>((resolve, reject) => (settle = { resolve, reject })));
  return { load, settle: () => settle! };
}

test('starts loading at once; requests made before axios arrives wait for it, with the defaults set meanwhile', async () => {
  const { axios, created } = fakeAxios();
  const { load, settle } = manualLoad<{ default: typeof axios }>();
  const lazy = lazyFake(load);
  expect(load).toHaveBeenCalledTimes(1);

  const http = lazy.create({ baseURL: '/api' });
  (http.defaults as Record<string, unknown>).adapter = 'transport';
  expect(() => http.getUri({ url: '/x' })).toThrow('axios is still loading');
  const first = http.request({ url: '/a' });
  const second = http.request({ url: '/b' });
  settle().resolve({ default: axios });

  await expect(first).resolves.toBe('transport /a');
  await expect(second).resolves.toBe('transport /b');
  expect(created).toEqual([{ config: { baseURL: '/api' }, defaults: { timeout: 0, adapter: 'transport' } }]);
  expect(http.getUri({ url: '/x' })).toBe('https://api.example/x');
  expect(http.defaults).toBe(created[0]?.defaults);
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed load fails the requests waiting on it, and the next request loads again', async () => {
  const { axios } = fakeAxios();
  const { load, settle } = manualLoad<{ default: typeof axios }>();
  const http = lazyFake(load).create();
  (http.defaults as Record<string, unknown>).adapter = 'transport';

  const failed = http.request({ url: '/a' });
  settle().reject(new Error('ChunkLoadError'));
  await expect(failed).rejects.toThrow('ChunkLoadError');

  const retried = http.request({ url: '/a' });
  expect(load).toHaveBeenCalledTimes(2);
  settle().resolve({ default: axios });
  await expect(retried).resolves.toBe('transport /a');
});

test("a request stops waiting for axios after its own timeout, with the caller's timeout error; a late axios gets the time left", async () => {
  jest.useFakeTimers();
  try {
    const { axios } = fakeAxios();
    const { load, settle } = manualLoad<{ default: typeof axios }>();
    const http = lazyFake(load).create();
    (http.defaults as Record<string, unknown>).adapter = 'transport';

    const stalled = http.request({ url: '/a', timeout: 10_000 });
    jest.advanceTimersByTime(10_000);
    await expect(stalled).rejects.toThrow('timeout 10000');

    const later = http.request({ url: '/b', timeout: 10_000 });
    jest.advanceTimersByTime(4_000);
    settle().resolve({ default: axios });
    await expect(later).resolves.toBe('transport /b within 6000');

    await expect(http.request({ url: '/c', timeout: 10_000 })).resolves.toBe('transport /c within 10000');
  } finally {
    jest.useRealTimers();
  }
});
