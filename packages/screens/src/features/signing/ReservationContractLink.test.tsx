import * as React from 'react';
import { okAnswer } from '@aster/core-api/testing';
import { ReservationContractLink } from './ReservationContractLink';
import { contractIn, openPage } from './signingTestKit';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));

describe('a paid reservation leads to its contract', () => {
  it('offers 去签约 for the contract made from the reservation, and nothing for another reservation', async () => {
    const list = () => okAnswer([contractIn('pre_created', { reservationId: '3' }), contractIn('renting', { id: '8', reservationId: '4' })]);
    const page = await openPage(() => <ReservationContractLink reservationId="3" />, { '/contract/list': list });
    expect(page.byTestId('reservation-contract')?.props['aria-disabled']).toBe(false);
    expect(page.texts()).toBe('去签约');
    await page.tap('reservation-contract');
    expect(page.currentPage()).toBe('/pages/contract/pages/view_contract_paper/index?contractId=7');
    page.unmount();
    const signed = await openPage(() => <ReservationContractLink reservationId="4" />, { '/contract/list': list });
    expect(signed.texts()).toBe('查看合同');
    signed.unmount();
    const none = await openPage(() => <ReservationContractLink reservationId="5" />, { '/contract/list': list });
    expect(none.byTestId('reservation-contract')).toBeUndefined();
    none.unmount();
  });
});
