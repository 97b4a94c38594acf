import { storageKeys } from '@aster/core-domain';
import { catalogue } from './catalogue';
import { setupStore } from './store/setupStore';
import { FakeClock, flushPromises } from './testing/fakeClock';
import { FakeNavigator, FakeUi } from './testing/fakePorts';
import { FakeTransport, okAnswer } from './testing/fakeTransport';

function storeWith(stored: Record<string, string> = {}) {
  const values = new Map(Object.entries(stored));
  const transport = new FakeTransport();
  transport.reply = () => okAnswer({ orderNo: 'o1', amount: '10.00', topUpId: 't1' });
  const store = setupStore({
    ports: {
      transport,
      clock: new FakeClock(),
      storage: { get: (key) => values.get(key) ?? null, set: (key, value) => void values.set(key, value), remove: (key) => void values.delete(key) },
      ui: new FakeUi(),
      navigator: new FakeNavigator(),
    },
    config: { baseUrl: 'https://api.test', platform: 'weapp' },
  });
  return { store, transport, values };
}

const body = (data: unknown) => JSON.parse(String(data)) as Record<string, unknown>;

describe("the install's machineId on the meter calls", () => {
  it('goes with every call whose request names machineId, the same each time, stored once', async () => {
    const { store, transport, values } = storeWith();
    await store.client.call(catalogue.meter.charge, { request: { meterId: 'm1', amount: '10.00' } } as never);
    await store.client.call(catalogue.meter.charge, { request: { meterId: 'm1', amount: '20.00' } } as never);
    await flushPromises();
    const [first, second] = transport.requests.map((request) => body(request.data).machineId);
    expect(first).toMatch(/^\d+-[A-Za-z0-9]{8}$/);
    expect(second).toBe(first);
    expect(values.get(storageKeys.meterUuid)).toBe(first);
  });

  it("keeps the installed one, a caller's own, and sends none where the request has no such field", async () => {
    const { store, transport } = storeWith({ [storageKeys.meterUuid]: '1690000000000-abcdEFGH' });
    await store.client.call(catalogue.meter.charge, { request: { meterId: 'm1', amount: '10.00' } } as never);
    await store.client.call(catalogue.meter.charge, { request: { meterId: 'm1', amount: '10.00', machineId: 'given' } } as never);
    await store.client.call(catalogue.auth.logout);
    expect(transport.requests.map((request) => (request.data === undefined ? undefined : body(request.data).machineId))).toEqual(['1690000000000-abcdEFGH', 'given', undefined]);
  });
});
