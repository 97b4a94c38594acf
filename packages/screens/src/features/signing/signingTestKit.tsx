import type * as React from 'react';
import { act } from 'react-test-renderer';
import { flushPromises } from '@aster/core-api/testing';
import { type ContractDetail, type ContractStatus, pageLink } from '@aster/core-domain';
import { type Answers, openScreen } from '../../testing/openScreen';

// What the signing pages' tests share: the shared screen kit opened from the contract's detail, the contract as the
// server would send it in a status, and the strokes of a tenant on the signature pad.

export type { Answers };

export function contractIn(status: ContractStatus, patch: Partial<ContractDetail> = {}): ContractDetail {
  const signed = !['pre_created', 'awaiting_sign', 'cancelled'].includes(status);
  return {
    id: '7',
    contractNo: 'HTDEMO02',
    bound: true,
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

export async function openPage(Page: React.ComponentType, answers: Answers) {
  const screen = await openScreen(Page, { answers, openedFrom: pageLink('pages/contract/pages/contract_detail/index', { contractId: '7' }) });
  return {
    ...screen,
    texts: screen.text,
    /** One stroke on the pad through its touch events, from (x0, y0) to (x1, y1) in `steps` moves. */
    async stroke(testId: string, from: { x: number; y: number }, to: { x: number; y: number }, steps = 30) {
      const pad = screen.byTestId(testId);
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
  };
}
