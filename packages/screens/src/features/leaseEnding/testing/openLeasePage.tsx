import * as React from 'react';
import { Provider } from 'react-redux';
import TestRenderer, { act, type ReactTestInstance, type ReactTestRenderer } from 'react-test-renderer';
import { contractApi, setupStore, type TransportRequest, type TransportResponse } from '@aster/core-api';
import { FakeClock, FakeNavigator, FakeTransport, FakeUi, flushPromises, okAnswer } from '@aster/core-api/testing';
import { initialSessionState, type SessionState } from '@aster/core-domain';
import { textOf } from '@screens/testing/renderedText';

/** Answers by path suffix (checked in order); anything else answers null. */
export type Answers = Array<[suffix: string, answer: (request: TransportRequest) => TransportResponse]>;

const tenant: SessionState = {
  ...initialSessionState,
  loginStatus: 'loggedIn',
  token: 'tenant-session',
  userId: '10001',
  user: { userId: '10001', userName: '张三', mobile: '13800138000' },
};

/**
 * Renders one lease-ending page (its definePage'd screen: the jest.mock of remax's useQuery in the test gives the
 * page's parameters) over the real store and a fake transport; taps by data-testid, reads texts and requests sent.
 */
export async function openLeasePage(Page: React.ComponentType, answers: Answers) {
  const transport = new FakeTransport();
  transport.reply = (request) => {
    const path = new URL(request.url, 'http://fake.invalid').pathname;
    const answer = answers.find(([suffix]) => path.endsWith(suffix))?.[1];
    return answer ? answer(request) : okAnswer(null);
  };
  const store = setupStore({
    ports: { transport, clock: new FakeClock(), storage: { get: () => null, set: () => undefined, remove: () => undefined }, ui: new FakeUi(), navigator: new FakeNavigator() },
    config: { baseUrl: 'https://api.test', platform: 'h5' },
    preloadedState: { session: tenant },
  });
  let renderer: ReactTestRenderer | undefined;
  await act(async () => {
    renderer = TestRenderer.create(
      <Provider store={store}>
        <Page />
      </Provider>,
    );
    await flushPromises();
  });
  if (renderer === undefined) throw new Error('not rendered');
  const root = renderer.root;
  const byTestId = (testId: string): ReactTestInstance | undefined => root.findAll((node) => node.props['data-testid'] === testId && typeof node.type === 'string')[0];
  const tap = async (testId: string) => {
    const node = byTestId(testId);
    if (node === undefined) throw new Error(`nothing to tap: ${testId}`);
    await act(async () => {
      node.props.onTap();
      await flushPromises();
    });
  };
  const settle = () =>
    act(async () => {
      await flushPromises();
    });
  const sent = (suffix: string) => transport.requests.filter((request) => request.url.split('?')[0]?.endsWith(suffix));
  const unmount = () => {
    act(() => renderer?.unmount());
    // Drops the cache and its 60 s removal timers, which would keep jest waiting after the test.
    store.dispatch(contractApi.util.resetApiState());
  };
  return { byTestId, tap, settle, sent, text: () => textOf(root), unmount };
}
