import { workOrderEndpoints } from '@aster/core-api';
import type { WorkOrderDetail, WorkOrderSummary } from '@aster/core-domain';
import { expectOk, MINUTE, startBookingWorld, type BookingWorld } from '../bookings/testing/bookingWorld';
import { uploadTestPhoto } from '../uploads/testing';

const W = '/tapp/v1/work-order';
const HOUR = 60 * MINUTE;

describe('work orders over HTTP: sent about a rented room, moved along by the operator, each tenant their own', () => {
  let world: BookingWorld;
  let contractId: string;
  beforeEach(async () => {
    world = await startBookingWorld();
    contractId = String((world.server.db.prepare("SELECT id FROM contracts WHERE contract_no = 'HTDEMO05'").get() as { id: number }).id);
  });
  afterEach(() => world.server.close());

  const photo = async (token = world.tenant) => (await uploadTestPhoto(world.server.baseUrl, token, 'work_order')).body.data?.id ?? '';
  const visit = () => ({ visitStart: world.clock.now() + 20 * HOUR, visitEnd: world.clock.now() + 23 * HOUR });
  const leak = async (extra: object = {}, token = world.tenant) =>
    world.server.call<WorkOrderDetail>('POST', `${W}/add`, {
      token,
      body: { kind: 'repair', contractId, category: '水管漏水', description: '厨房水槽下面漏水', photoIds: [await photo(), await photo(), await photo()], ...visit(), contactPhone: '13800138000', requestKey: 'leak-0001', ...extra },
    });
  const detail = async (id: string, token = world.tenant) => workOrderEndpoints.detail.response.parse(expectOk(await world.server.call<WorkOrderDetail>('GET', `${W}/${id}`, { token })));
  const advance = (id: string) => world.server.call('POST', `/__dev/work-orders/${id}/advance`, { body: {} });

  it('takes a leak with three photos and a visit, once per request key, with each step promised from the settings', async () => {
    const order = workOrderEndpoints.add.response.parse(expectOk(await leak()));
    expect(order).toMatchObject({ kind: 'repair', status: 'submitted', statusText: '待受理', canCancel: true, canUrge: false, overdue: false });
    expect(order.photoIds).toHaveLength(3);
    const sent = world.clock.now();
    expect(order.steps.map((step) => [step.key, step.due])).toEqual([
      ['submitted', null],
      ['accepted', sent + 30 * MINUTE],
      ['assigned', sent + 2 * HOUR],
      ['visiting', sent + 23 * HOUR],
      ['done', sent + 47 * HOUR],
      ['rated', null],
    ]);
    // A retried send is the same order.
    expect(expectOk(await leak({ photoIds: [] })).id).toBe(order.id);
    const list = expectOk(await world.server.call<WorkOrderSummary[]>('GET', `${W}/list`, { token: world.tenant, query: { kind: 'repair' } }));
    expect(list.filter((item) => item.id === order.id)).toHaveLength(1);
  });

  it('marks a passed deadline overdue by the server clock, lets the tenant urge once per step, and moves through the steps to a rating', async () => {
    const order = expectOk(await leak());
    expect((await world.server.call('POST', `${W}/${order.id}/urge`, { token: world.tenant })).body).toMatchObject({ message: '还未超过承诺时间，请耐心等待' });
    world.clock.advance(31 * MINUTE);
    const late = await detail(order.id);
    expect(late.steps.find((step) => step.key === 'accepted')).toMatchObject({ overdue: true, at: null });
    expect(late.canUrge).toBe(true);
    expectOk(await world.server.call('POST', `${W}/${order.id}/urge`, { token: world.tenant }));
    expect((await world.server.call('POST', `${W}/${order.id}/urge`, { token: world.tenant })).body).toMatchObject({ message: '已催促过，请耐心等待' });
    expectOk(await advance(order.id));
    expectOk(await advance(order.id));
    const assigned = await detail(order.id);
    expect(assigned.worker).toMatchObject({ name: expect.stringMatching(/师傅|阿姨|经理/) });
    expect(assigned.canCancel).toBe(false);
    expect((await world.server.call('POST', `${W}/${order.id}/cancel`, { token: world.tenant })).body).toMatchObject({ message: '该工单已派单，无法取消' });
    expect((await world.server.call('POST', `${W}/${order.id}/rate`, { token: world.tenant, body: { stars: 5, content: '' } })).body).toMatchObject({ message: '工单完成后才能评价' });
    expectOk(await advance(order.id));
    expectOk(await advance(order.id));
    expect((await advance(order.id)).body).toMatchObject({ message: '该工单没有下一步' });
    expectOk(await world.server.call('POST', `${W}/${order.id}/rate`, { token: world.tenant, body: { stars: 4, content: '修得很快' } }));
    const rated = await detail(order.id);
    expect(rated).toMatchObject({ status: 'rated', rating: { stars: 4, content: '修得很快' } });
    expect((await world.server.call('POST', `${W}/${order.id}/rate`, { token: world.tenant, body: { stars: 1, content: '' } })).body).toMatchObject({ message: '工单完成后才能评价' });
  });

  it('cancels while not assigned', async () => {
    const order = expectOk(await leak());
    expectOk(await world.server.call('POST', `${W}/${order.id}/cancel`, { token: world.tenant }));
    expect(await detail(order.id)).toMatchObject({ status: 'cancelled', canCancel: false, overdue: false });
  });

  it("refuses another tenant's room, photos and orders, a bad visit time and a description with emoji", async () => {
    const order = expectOk(await leak());
    expect((await world.server.call('GET', `${W}/${order.id}`, { token: world.other })).body).toMatchObject({ message: '工单不存在' });
    expect((await world.server.call('POST', `${W}/${order.id}/cancel`, { token: world.other })).body).toMatchObject({ message: '工单不存在' });
    expect(expectOk(await world.server.call<WorkOrderSummary[]>('GET', `${W}/list`, { token: world.other }))).toEqual([]);
    expect((await leak({ requestKey: 'other-0001', photoIds: [] }, world.other)).body).toMatchObject({ message: '请选择您在租的房间' });
    expect((await leak({ requestKey: 'leak-0002', photoIds: [await photo(world.other)] })).body).toMatchObject({ message: '照片不存在，请重新上传' });
    expect((await leak({ requestKey: 'leak-0003', visitStart: world.clock.now() - HOUR })).body).toMatchObject({ message: '请选择可预约的上门时间' });
    expect((await leak({ requestKey: 'leak-0004', description: '漏水了😭' })).body).toMatchObject({ message: expect.stringContaining('问题描述不能包含表情符号') });
  });

  it("seeds the demo tenant's orders, one in each state a tenant meets", async () => {
    const seeded = expectOk(await world.server.call<WorkOrderSummary[]>('GET', `${W}/list`, { token: world.tenant }));
    expect(seeded.map((order) => order.status).sort()).toEqual(['assigned', 'cancelled', 'done', 'rated', 'submitted']);
    const rated = seeded.find((order) => order.status === 'rated');
    expect(await detail(rated?.id ?? '')).toMatchObject({ rating: { stars: 5 }, worker: { name: '刘阿姨' } });
  });

  it('answers the work-order settings per type', async () => {
    expect(expectOk(await world.server.call('GET', '/tenant-service/work-order-setting/v1', { token: world.tenant, query: { type: 2, companyId: '0' } }))).toMatchObject({ type: 2, needsVisit: true });
    expect(expectOk(await world.server.call('GET', '/tenant-service/work-order-setting/v1/time', { token: world.tenant }))).toMatchObject({ days: 7 });
  });
});
