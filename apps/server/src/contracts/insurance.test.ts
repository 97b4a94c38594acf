import { contractEndpoints } from '@aster/core-api';
import type { InsurancePolicy, InsuranceQualify, PayOrder, PrepayParams } from '@aster/core-domain';
import { expectOk, requestId, startBookingWorld, type BookingWorld } from '../bookings/testing/bookingWorld';

const I = '/tapp/v1/insurance';

describe('renter insurance of a contract', () => {
  let world: BookingWorld;
  beforeEach(async () => {
    world = await startBookingWorld();
  });
  afterEach(() => world.server.close());

  const get = <T>(path: string, query: Record<string, string> = {}, token = world.tenant) => world.server.call<T>('GET', path, { token, query });
  const post = <T>(path: string, body: unknown, token = world.tenant) => world.server.call<T>('POST', path, { token, body });
  const idOf = (contractNo: string) => String((world.server.db.prepare('SELECT id FROM contracts WHERE contract_no = ?').get(contractNo) as { id: number }).id);
  const qualify = async (contractId: string) => contractEndpoints.insuranceQualify.response.parse(expectOk(await get<InsuranceQualify>(`${I}/qualify`, { contractId })));

  it('offers plans priced by the lease, buys one after the risk notice and activates it when the premium is paid on Alipay', async () => {
    const contractId = idOf('HTDEMO04');
    const offer = await qualify(contractId);
    expect(offer).toMatchObject({ qualified: true, policy: null });
    expect(offer.plans.map((plan) => [plan.code, plan.premiumFen])).toEqual([['basic', 9_600], ['plus', 21_600]]);
    expect(offer.riskNotice.length).toBeGreaterThan(3);

    expect((await post(`${I}/risk`, { contractId })).body).toMatchObject({ errorCode: 'INSURANCE_PLAN_INVALID', message: '请选择保险方案' });
    expect((await get(`${I}/createAlipayOrderStr/${contractId}`)).body).toMatchObject({ errorCode: 'INSURANCE_POLICY_NOT_FOUND' });
    const policy = expectOk(await post<InsurancePolicy>(`${I}/risk`, { contractId, planCode: 'plus' }));
    expect(policy).toMatchObject({ planCode: 'plus', status: 'awaiting_payment', statusText: '待支付', premium: '216.00' });
    // Changing one's mind before paying changes the plan of the same policy.
    expect(expectOk(await post<InsurancePolicy>(`${I}/risk`, { contractId, planCode: 'basic' }))).toMatchObject({ policyNo: policy.policyNo, premium: '96.00' });

    const order = expectOk(await get<PayOrder>(`${I}/createAlipayOrderStr/${contractId}`));
    expect(order.amount).toBe('96.00');
    expect(expectOk(await get<PayOrder>(`${I}/createAlipayOrderStrNew/${contractId}`)).orderNo).toBe(order.orderNo);
    const params = expectOk(await post<PrepayParams>(`/tapp/v1/pay/orders/${order.orderNo}/prepay`, { channel: 'alipay', attemptKey: requestId() }));
    await world.server.call('POST', '/provider/alipay/pay', { body: { tradeNO: params.channel === 'alipay' ? params.tradeNO : '', outcome: 'success' } });
    expect((await qualify(contractId)).policy).toMatchObject({ status: 'active', statusText: '保障中' });
    expect((await get(`${I}/createAlipayOrderStr/${contractId}`)).body).toMatchObject({ errorCode: 'INSURANCE_POLICY_ACTIVE' });
    expect(expectOk(await get<{ previewCode: string }>(`${I}/getPreviewCode`, { contractId })).previewCode).toMatch(/^[0-9A-F]{8}$/);
  });

  it('re-signs the policy the insurer asks to confirm again, and refuses unsigned contracts and other tenants', async () => {
    const renting = idOf('HTDEMO05');
    expect((await qualify(renting)).policy).toMatchObject({ status: 'needs_resign', resignReason: expect.stringContaining('重新确认') });
    expect(expectOk(await post<InsurancePolicy>(`${I}/risk`, { contractId: renting }))).toMatchObject({ status: 'active', resignReason: null });

    const unsigned = idOf('HTDEMO01');
    expect(await qualify(unsigned)).toMatchObject({ qualified: false, reason: '请先签署租赁合同，签署后即可投保', plans: [] });
    expect((await post(`${I}/risk`, { contractId: unsigned, planCode: 'basic' })).body).toMatchObject({ errorCode: 'INSURANCE_NOT_QUALIFIED' });

    const other = world.other;
    for (const answer of [
      await get(`${I}/qualify`, { contractId: renting }, other),
      await post(`${I}/risk`, { contractId: renting }, other),
      await get(`${I}/createAlipayOrderStr/${renting}`, {}, other),
      await get(`${I}/getPreviewCode`, { contractId: renting }, other),
    ]) {
      expect(answer.body).toMatchObject({ errorCode: 'CONTRACT_NOT_FOUND' });
    }
  });
});
