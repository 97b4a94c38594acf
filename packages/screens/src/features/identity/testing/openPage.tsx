import * as React from 'react';
import { Provider } from 'react-redux';
import TestRenderer, { act, type ReactTestInstance, type ReactTestRenderer } from 'react-test-renderer';
import { setupStore, type TransportRequest, type TransportResponse } from '@aster/core-api';
import { FakeClock, FakeNavigator, FakeTransport, FakeUi, flushPromises, okAnswer } from '@aster/core-api/testing';
import { initialSessionState, type SessionState, type User } from '@aster/core-domain';
import { textOf } from '@screens/testing/renderedText';

/** Answers by path suffix; anything else answers null (success with no data). */
export type Answers = Record<string, (request: TransportRequest) => TransportResponse>;

export function tenantSession(user: Partial<User> = {}): SessionState {
  return {
    ...initialSessionState,
    loginStatus: 'loggedIn',
    token: 'tenant-session',
    userId: '10001',
    user: { userId: '10001', userName: '张三', mobile: '13800138000', truth: 0, authBinding: 0, ...user },
  };
}

/**
 * Renders one identity page over the real store and a fake transport (screen tests of pages/user and the login
 * pages): type by data-testid through onInput, tap through onTap, read texts and the requests sent.
 */
export async function openPage(Page: React.ComponentType, answers: Answers = {}, session: SessionState = tenantSession()) {
  const transport = new FakeTransport();
  transport.reply = (request) => {
    const path = new URL(request.url, 'http://fake.invalid').pathname;
    const answer = Object.entries(answers).find(([suffix]) => path.endsWith(suffix))?.[1];
    return answer ? answer(request) : okAnswer(null);
  };
  const ui = new FakeUi();
  const store = setupStore({
    ports: { transport, clock: new FakeClock(), storage: { get: () => null, set: () => undefined, remove: () => undefined }, ui, navigator: new FakeNavigator() },
    config: { baseUrl: 'https://api.test', platform: 'h5' },
    preloadedState: { session },
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
  const settle = () => act(async () => {
    await flushPromises();
  });
  const type = async (testId: string, value: string) => {
    const input = byTestId(testId);
    if (input === undefined) throw new Error(`no field ${testId}`);
    await act(async () => {
      input.props.onInput({ target: { value } });
      await flushPromises();
    });
  };
  const tap = async (testId: string) => {
    const node = byTestId(testId);
    if (node === undefined) throw new Error(`nothing to tap: ${testId}`);
    await act(async () => {
      node.props.onTap();
      await flushPromises();
    });
  };
  const text = () => textOf(root);
  const value = (testId: string) => byTestId(testId)?.props.value as string | undefined;
  const sent = (suffix: string) => transport.requests.filter((request) => request.url.split('?')[0]?.endsWith(suffix));
  return { store, ui, byTestId, type, tap, text, value, sent, settle, unmount: () => act(() => renderer?.unmount()) };
}
