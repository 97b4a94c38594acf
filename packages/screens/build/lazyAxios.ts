// axios for the H5 build (axiosAfterPaint.js): fetched while the entry runs instead of inside it. core-api's client
// creates its instance as it is imported, sets `defaults.adapter`, and calls getUri() and request() only from a
// request; so until axios has arrived create() hands back an instance that keeps the defaults it is given and lets
// each request wait for the real one. The entry is 12.6 KB gzip lighter, and axios (a round trip, then 12.6 KB) is
// there before the first page's first request leaves, which comes after the page's first paint.

/** What core-api's client asks of an axios instance (packages/core-api/src/client.ts). */
export interface AxiosInstanceLike<Config extends { timeout?: number }, Answer> {
  defaults: object;
  getUri(config?: Config): string;
  request(config: Config): Promise<Answer>;
}

export interface AxiosLike<Instance> {
  create(config?: unknown): Instance;
}

/**
 * `timedOut(ms)`: what a request rejects with when axios has not arrived within the request's own timeout, so that a
 * stalled chunk ends as a stalled server does (webpack would wait two minutes for it).
 */
export function lazyAxios<Config extends { timeout?: number }, Answer, Instance extends AxiosInstanceLike<Config, Answer>>(
  load: () => Promise<{ default: AxiosLike<Instance> }>,
  timedOut: (ms: number) => Error,
): AxiosLike<AxiosInstanceLike<Config, Answer>> {
  let loading: Promise<AxiosLike<Instance>> | undefined;
  // A failed load (the network dropped) fails the requests waiting on it; the next request loads again.
  const loaded = (): Promise<AxiosLike<Instance>> =>
    (loading ??= load().then(
      (module) => module.default,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // Started now, as the entry runs; its failure is the first request's to report.
  loaded().catch(() => undefined);

  return {
    create(config) {
      const pendingDefaults: Record<string, unknown> = {};
      let instance: Instance | undefined;
      const ready = async (): Promise<Instance> => {
        const axios = await loaded();
        if (instance === undefined) {
          instance = axios.create(config);
          Object.assign(instance.defaults, pendingDefaults);
        }
        return instance;
      };
      return {
        get defaults() {
          return instance?.defaults ?? pendingDefaults;
        },
        getUri(uriConfig) {
          if (instance === undefined) throw new Error('axios is still loading: getUri() is for requests, which wait for it');
          return instance.getUri(uriConfig);
        },
        request: async (requestConfig) => {
          const { timeout } = requestConfig;
          if (timeout === undefined || timeout <= 0) return (await ready()).request(requestConfig);
          const startedAt = Date.now();
          const axios = await withinTimeout(ready(), timeout, timedOut);
          // The wait for axios is part of the request's time: the caller's timeout bounds the whole of it.
          return axios.request({ ...requestConfig, timeout: Math.max(1, timeout - (Date.now() - startedAt)) });
        },
      };
    },
  };
}

/** `promise`, or `timedOut(ms)` once `ms` have passed without it settling. */
function withinTimeout<T>(promise: Promise<T>, ms: number, timedOut: (ms: number) => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(timedOut(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
