import { bookingEndpoints } from '@aster/core-api';
import type { Viewing, ViewingSlotDay } from '@aster/core-domain';
import { parseServerConfig } from '../config';
import { MINUTE, availableHouse, expectOk, requestId, startBookingWorld, type BookingWorld } from './testing/bookingWorld';

const slotsPath = (houseId: string) => `/tapp/v2/aster/houses/${houseId}/viewing-slots`;
const VIEWINGS = '/tapp/v2/aster/viewings';

describe('viewings (预约看房)', () => {
  let world: BookingWorld;
  let houseId: string;
  beforeEach(async () => {
    world = await startBookingWorld();
    houseId = availableHouse(world.server).id;
  });
  afterEach(() => world.server.close());

  const book = (body: Record<string, unknown>, token = world.tenant) =>
    world.server.call<Viewing>('POST', VIEWINGS, { token, body: { houseId, contactName: '张三', contactPhone: '13800138000', note: '下班后来看', requestId: requestId(), ...body } });
  const slots = async () => bookingEndpoints.viewingSlots.response.parse(expectOk(await world.server.call<ViewingSlotDay[]>('GET', slotsPath(houseId))));

  it('offers 7 days from today (China time), hourly 10-18 plus 19-20 on weekdays, past slots closed', async () => {
    const days = await slots();
    expect(days.map((day) => day.date)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    // Saturday: no evening slot; Monday has one.
    expect(days[0]?.slots.map((slot) => slot.time)).toEqual(['10:00-11:00', '11:00-12:00', '12:00-13:00', '13:00-14:00', '14:00-15:00', '15:00-16:00', '16:00-17:00', '17:00-18:00']);
    expect(days[2]?.slots.at(-1)?.time).toBe('19:00-20:00');
    expect(days[0]?.slots.every((slot) => slot.available)).toBe(true);

    world.clock.advance(3 * 60 * MINUTE + 30 * MINUTE); // 12:30
    const later = await slots();
    expect(later[0]?.slots.filter((slot) => !slot.available).map((slot) => slot.time)).toEqual(['10:00-11:00', '11:00-12:00', '12:00-13:00']);
  });

  it('books a slot, shows it unavailable to everyone, lists it masked, and cancels it', async () => {
    const booked = bookingEndpoints.bookViewing.response.parse(expectOk(await book({ date: '2026-11-22', timeSlot: '14:00-15:00' })));
    expect(booked).toMatchObject({ houseId, date: '2026-11-22', timeSlot: '14:00-15:00', status: 'booked', contactPhone: '138****8000', contactName: '张三' });
    expect(booked.coverUrl).toBe(`${world.server.baseUrl}/assets/houses/${houseId}/1.png`);
    const cover = await fetch(booked.coverUrl);
    await cover.arrayBuffer();
    expect(cover.status).toBe(200);
    expect(booked.managerName.length).toBeGreaterThan(0);

    const day = (await slots()).find((entry) => entry.date === '2026-11-22');
    expect(day?.slots.find((slot) => slot.time === '14:00-15:00')?.available).toBe(false);
    const taken = await book({ date: '2026-11-22', timeSlot: '14:00-15:00' }, world.other);
    expect(taken.body).toMatchObject({ errorCode: 'VIEWING_SLOT_TAKEN', message: '该时段已被预约，请选择其他时间' });

    const list = expectOk(await world.server.call<Viewing[]>('GET', VIEWINGS, { token: world.tenant }));
    expect(list.map((viewing) => viewing.id)).toEqual([booked.id]);
    expect(JSON.stringify(list)).not.toContain('13800138000');
    expect(expectOk(await world.server.call<Viewing[]>('GET', VIEWINGS, { token: world.other }))).toEqual([]);

    // Someone else cannot cancel it; I can, once.
    const foreign = await world.server.call('POST', `${VIEWINGS}/${booked.id}/cancel`, { token: world.other });
    expect(foreign.body.errorCode).toBe('VIEWING_NOT_FOUND');
    const cancelled = expectOk(await world.server.call<Viewing>('POST', `${VIEWINGS}/${booked.id}/cancel`, { token: world.tenant }));
    expect(cancelled.status).toBe('cancelled');
    const again = await world.server.call('POST', `${VIEWINGS}/${booked.id}/cancel`, { token: world.tenant });
    expect(again.body).toMatchObject({ errorCode: 'VIEWING_NOT_CANCELLABLE' });
    // The slot is free again.
    expect((await book({ date: '2026-11-22', timeSlot: '14:00-15:00' }, world.other)).body.errorCode).toBe('0');
  });

  it('answers a repeated requestId with the same viewing and stores one row', async () => {
    const id = requestId();
    const [first, second] = await Promise.all([book({ date: '2026-11-23', timeSlot: '19:00-20:00', requestId: id }), book({ date: '2026-11-23', timeSlot: '19:00-20:00', requestId: id })]);
    expect(expectOk(first).id).toBe(expectOk(second).id);
    const third = await book({ date: '2026-11-23', timeSlot: '19:00-20:00', requestId: id });
    expect(expectOk(third).id).toBe(expectOk(first).id);
    expect(world.server.db.prepare('SELECT COUNT(*) AS n FROM viewings').get()).toEqual({ n: 1 });
  });

  it('keeps one booked viewing per tenant and house; a past one no longer counts', async () => {
    expectOk(await book({ date: '2026-11-21', timeSlot: '10:00-11:00' }));
    const second = await book({ date: '2026-11-24', timeSlot: '10:00-11:00' });
    expect(second.body).toMatchObject({ errorCode: 'VIEWING_EXISTS', message: '您已预约该房源的看房，请按时前往或先取消原预约' });
    world.clock.advance(2 * 60 * MINUTE); // 11:00: the first viewing is over
    const list = expectOk(await world.server.call<Viewing[]>('GET', VIEWINGS, { token: world.tenant }));
    expect(list[0]?.status).toBe('completed');
    expect((await book({ date: '2026-11-24', timeSlot: '10:00-11:00' })).body.errorCode).toBe('0');
    const cancelDone = await world.server.call('POST', `${VIEWINGS}/${list[0]?.id}/cancel`, { token: world.tenant });
    expect(cancelDone.body.errorCode).toBe('VIEWING_NOT_CANCELLABLE');
  });

  it('holds at most the configured number of booked viewings per tenant (issue 16 item 3)', async () => {
    const limit = parseServerConfig().limits.bookedViewingsPerTenant;
    const ids: string[] = [];
    for (let index = 0; index < limit; index += 1) {
      ids.push(expectOk(await book({ houseId: availableHouse(world.server, index).id, date: '2026-11-22', timeSlot: '14:00-15:00' })).id);
    }
    const over = await book({ houseId: availableHouse(world.server, limit).id, date: '2026-11-22', timeSlot: '14:00-15:00' });
    expect(over.body).toEqual({ errorCode: 'VIEWING_LIMIT', data: null, message: `您已预约${limit}次看房，请按时前往或先取消部分预约` });
    expectOk(await world.server.call('POST', `${VIEWINGS}/${ids[0]}/cancel`, { token: world.tenant }));
    expectOk(await book({ houseId: availableHouse(world.server, limit).id, date: '2026-11-22', timeSlot: '14:00-15:00' }));
  });

  it('refuses slots not offered, past, or beyond 7 days, and bad input', async () => {
    const refused = [
      { date: '2026-11-21', timeSlot: '08:00-09:00' },
      { date: '2026-11-21', timeSlot: '19:00-20:00' }, // Saturday evening is not offered
      { date: '2026-11-20', timeSlot: '10:00-11:00' },
      { date: '2026-11-28', timeSlot: '10:00-11:00' },
    ];
    for (const slot of refused) expect((await book(slot)).body.errorCode).toBe('VIEWING_SLOT_INVALID');
    world.clock.advance(90 * MINUTE); // 10:30: the 10:00 slot has started
    expect((await book({ date: '2026-11-21', timeSlot: '10:00-11:00' })).body.errorCode).toBe('VIEWING_SLOT_INVALID');

    const badPhone = await book({ date: '2026-11-22', timeSlot: '10:00-11:00', contactPhone: '12345' });
    expect(badPhone.body.errorCode).toBe('PARAM_INVALID');
    // core-domain's rule messages, the ones book_room shows under its fields.
    expect(badPhone.body.message).toBe('参数错误：请输入正确的手机号');
    expect((await book({ date: '2026-11-22', timeSlot: '10:00-11:00', contactName: '  ' })).body).toMatchObject({ errorCode: 'PARAM_INVALID', message: '参数错误：请填写联系人' });
    expect((await book({ date: '2026-11-22', timeSlot: '10:00-11:00', note: '周末看房🇨🇳' })).body.message).toBe('参数错误：备注不能包含表情符号');
    expect((await book({ date: '2026-11-22', timeSlot: '10:00-11:00', requestId: 'short' })).body.errorCode).toBe('PARAM_INVALID');
    expect((await book({ date: '2026-11-22', timeSlot: '10:00-11:00', houseId: 'h999999' })).body).toMatchObject({ errorCode: 'HOUSE_NOT_FOUND' });
    expect((await world.server.call('POST', VIEWINGS, { body: { houseId } })).status).toBe(401);
  });

  it('takes viewings only for available houses', async () => {
    const rented = world.server.db.prepare("SELECT id FROM houses WHERE availability = 'rented' LIMIT 1").get() as { id: string };
    const result = await book({ houseId: rented.id, date: '2026-11-22', timeSlot: '10:00-11:00' });
    expect(result.body).toMatchObject({ errorCode: 'HOUSE_UNAVAILABLE', message: '该房源已被预订' });
    expect((await world.server.call('GET', slotsPath(rented.id))).body.message).toBe('该房源已被预订');
  });
});
