import * as React from 'react';
import { Provider } from 'react-redux';
import TestRenderer, { act, type ReactTestInstance, type ReactTestRenderer } from 'react-test-renderer';
import { setupStore, type TransportRequest, type TransportResponse } from '@aster/core-api';
import { FakeClock, FakeNavigator, FakeTransport, FakeUi, flushPromises, okAnswer } from '@aster/core-api/testing';
import { type ContractDetail, type ContractStatus, type SessionState, initialSessionState, pageLink } from '@aster/core-domain';
import { navigation } from '../../platform/navigation';
import { textOf } from '../../testing/renderedText';

// What the signing pages' tests share: a logged-in store over a fake transport answering by path, the contract as the
// server would send it in a status, and the taps, typing and strokes of a tenant. Each test file mocks remax and
// remax/one (jest.mock is hoisted per file).

const tenant: SessionState = {
  ...initialSessionState,
  loginStatus: 'loggedIn',
  token: 'tenant-session',
  userId: '10001',
  user: { userId: '10001', userName: '张三', mobile: '13800138000' },
};

export function contractIn(status: ContractStatus, patch: Partial<ContractDetail> = {}): ContractDetail {
  const signed = !['pre_created', 'awaiting_sign', 'cancelled'].includes(status);
  return {
    id: '7',
    contractNo: 'HTDEMO02',
    status,
    statusText: status,
    onlineContractStatus: 6,
    house: { houseId: 'h000001', title: 'Aster寓·张江店 A-301', address: '上海市浦东新区', storeName: 'Aster寓·张江店', coverUrl: 'https://api.test/assets/houses/h000001/1.png' },
    startDate: '2026-12-10',
    endDate: '2027-12-09',
    leaseMonths: 12,
    rent: '3500.00',
    reservationId: '3',
    paymentCycle: { depositMonths: 1, payMonths: 3, text: '押一付三' },
    deposit: '3500.00',
    tenantName: '张三',
    idNumberMasked: '11**************2X',
    coTenants: [],
    roomItems: [],
    bills: [],
    changeRecords: [],
    unRentRule: { penaltyPercentOfRent: 100 },
    unRentRuleText: [],
    signedAt: signed ? '2026-11-21T10:00:00+08:00' : null,
    firstPayment: {
      depositFen: 350_000,
      rentFen: 1_050_000,
      creditFen: 200_000,
      totalFen: 1_200_000,
      amount: '12000.00',
      rentPeriod: '2026-12-10至2027-03-09',
      orderNo: signed ? 'PO202611210001' : null,
      paid: signed && status !== 'awaiting_payment',
    },
    pdfUrl: signed ? 'https://api.test/files/contracts/7/contract.pdf?expires=1&ticket=t' : null,
    ...patch,
  };
}

export const CONTRACT_TEXT = { title: '房屋租赁合同', paragraphs: ['合同编号：HTDEMO02', '乙方（承租人）：张三'], signPlaces: ['乙方（签字）'], signed: false, signedAt: null };

export type Answers = Record<string, (request: TransportRequest) => TransportResponse>;

export async function openPage(Page: React.ComponentType, answers: Answers) {
  const transport = new FakeTransport();
  transport.reply = (request) => {
    const path = new URL(request.url, 'http://fake.invalid').pathname;
    const answer = Object.entries(answers).find(([suffix]) => path.endsWith(suffix))?.[1];
    return answer ? answer(request) : okAnswer(null);
  };
  const store = setupStore({
    ports: { transport, clock: new FakeClock(), storage: { get: () => null, set: () => undefined, remove: () => undefined }, ui: new FakeUi(), navigator: new FakeNavigator() },
    config: { baseUrl: 'https://api.test', platform: 'h5' },
    preloadedState: { session: tenant },
  });
  await navigation.reLaunch(pageLink('pages/contract/pages/contract_detail/index', { contractId: '7' }));
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
  return {
    transport,
    byTestId,
    texts: () => textOf(root),
    alerts: () => root.findAll((node) => node.props.role === 'alert').map(textOf),
    sent: (suffix: string) => transport.requests.filter((request) => (request.url.split('?')[0] ?? '').endsWith(suffix)),
    currentPage: () => navigation.currentPage(),
    async tap(testId: string) {
      const target = root.findAll((node) => node.props['data-testid'] === testId && typeof node.props.onTap === 'function')[0];
      if (target === undefined) throw new Error(`nothing to tap: ${testId}`);
      await act(async () => {
        (target.props.onTap as () => void)();
        await flushPromises();
      });
      await settle();
    },
    async type(testId: string, value: string) {
      const input = byTestId(testId);
      if (input === undefined) throw new Error(`no field ${testId}`);
      await act(async () => {
        (input.props.onInput as (event: unknown) => void)({ target: { value } });
        await flushPromises();
      });
    },
    /** One stroke on the pad through its touch events, from (x0, y0) to (x1, y1) in `steps` moves. */
    async stroke(testId: string, from: { x: number; y: number }, to: { x: number; y: number }, steps = 30) {
      const pad = byTestId(testId);
      if (pad === undefined) throw new Error(`no pad ${testId}`);
      await act(async () => {
        (pad.props.onTouchStart as (event: unknown) => void)({ touches: [from] });
        for (let step = 1; step <= steps; step += 1) {
          const at = { x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps + (step % 2 === 0 ? 6 : -6) };
          (pad.props.onTouchMove as (event: unknown) => void)({ touches: [at] });
        }
        (pad.props.onTouchEnd as (event: unknown) => void)({ touches: [] });
        await flushPromises();
      });
    },
    settle,
    unmount: () => act(() => renderer?.unmount()),
  };
}
