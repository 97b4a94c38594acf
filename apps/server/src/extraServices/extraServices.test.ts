import { extraServiceEndpoints } from '@aster/core-api';
import type { HouseManager, NoticePage, RoommateFlat, RoomWifi, ServicePhones } from '@aster/core-domain';
import { expectOk, startBookingWorld, type BookingWorld } from '../bookings/testing/bookingWorld';

const X = '/tapp/v1/extra-service';

describe('extra services over HTTP: phones, housekeeper, Wi-Fi, notices and roommates, each tenant their own', () => {
  // One world for the file: every call but the last test's only reads (that one moves a roommate out, so it stays last).
  let world: BookingWorld;
  beforeAll(async () => {
    world = await startBookingWorld();
  }, 60_000);
  afterAll(() => world.server.close());

  const get = async <T>(path: string, token?: string, query?: Record<string, string | number>) => expectOk(await world.server.call<T>('GET', `${X}/${path}`, { token, query }));
  const contractId = (no: string) => String((world.server.db.prepare('SELECT id FROM contracts WHERE contract_no = ?').get(no) as { id: number }).id);

  it("lists the operator's numbers to anyone, and a renting tenant's own stores too", async () => {
    const guest = extraServiceEndpoints.servicePhones.response.parse(await get<ServicePhones>('service-phones'));
    expect(guest.operator.map((phone) => phone.key)).toEqual(['hotline', 'repair', 'complaint']);
    expect(guest.stores).toEqual([]);
    const tenant = extraServiceEndpoints.servicePhones.response.parse(await get<ServicePhones>('service-phones', world.tenant));
    expect(tenant.stores.length).toBeGreaterThan(0);
    expect(tenant.stores[0]).toMatchObject({ title: expect.stringContaining('Aster寓'), phone: expect.stringMatching(/^\d{3,4}-\d+$/) });
    expect((await get<ServicePhones>('service-phones', world.other)).stores).toEqual([]);
  });

  it("shows the housekeeper of each rented room with a picture, and nothing for someone not renting", async () => {
    const managers = extraServiceEndpoints.managers.response.parse(await get<HouseManager[]>('managers', world.tenant));
    // HTDEMO04 (to move in), HTDEMO05 (renting), HTDEMO06 (being left).
    expect(managers.map((manager) => manager.contractId).sort()).toEqual([contractId('HTDEMO04'), contractId('HTDEMO05'), contractId('HTDEMO06')].sort());
    const first = managers[0] as HouseManager;
    expect(first).toMatchObject({ workHours: '09:00-21:00', phone: expect.stringMatching(/^139\d{8}$/) });
    const picture = await fetch(first.photoUrl);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
    expect(await picture.text()).toContain(Array.from(first.name)[0]);
    expect((await fetch(`${world.server.baseUrl}/static/managers/nope.svg`)).status).toBe(404);
    expect(await get('managers', world.other)).toEqual([]);
    expect((await world.server.call('GET', `${X}/managers`)).status).toBe(401);
  });

  it('gives the Wi-Fi of the rooms lived in only', async () => {
    const wifi = extraServiceEndpoints.wifi.response.parse(await get<RoomWifi[]>('wifi', world.tenant));
    expect(wifi.map((room) => room.contractId).sort()).toEqual([contractId('HTDEMO05'), contractId('HTDEMO06')].sort());
    expect(wifi.find((room) => room.contractId === contractId('HTDEMO05'))).toMatchObject({ ssid: expect.stringMatching(/^Aster-/), password: 'aster@2026wifi' });
    expect(await get('wifi', world.other)).toEqual([]);
    expect((await world.server.call('GET', `${X}/wifi`)).status).toBe(401);
  });

  it('pages the notices newest first, the tenant\'s building first, and keeps other buildings\' notices to their tenants', async () => {
    const guest = extraServiceEndpoints.notices.response.parse(await get<NoticePage>('notices', undefined, { pageNo: 1, pageSize: 10 }));
    expect(guest).toMatchObject({ total: 22, pageNo: 1, hasMore: true });
    expect(guest.list).toHaveLength(10);
    expect(guest.list.every((notice) => notice.scope === 'all' && notice.buildingName === null)).toBe(true);
    const times = guest.list.map((notice) => notice.publishedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const last = await get<NoticePage>('notices', undefined, { pageNo: 3, pageSize: 10 });
    expect(last).toMatchObject({ hasMore: false });
    expect(last.list).toHaveLength(2);

    const tenant = await get<NoticePage>('notices', world.tenant, { pageNo: 1 });
    expect(tenant.total).toBe(24);
    expect(tenant.list.slice(0, 2).map((notice) => [notice.scope, notice.title])).toEqual([
      ['building', '本楼电梯年度检修通知'],
      ['building', '本楼停水通知'],
    ]);
    expect(tenant.list[2]?.scope).toBe('all');
    expect((await get<NoticePage>('notices', world.other)).total).toBe(22);
    expect((await world.server.call('GET', `${X}/notices`, { query: { pageSize: 51 } })).body).toMatchObject({ errorCode: expect.anything() });
  });

  it('names the roommates of a shared flat masked (surname and a star), with room, gender and month, never phone or ID', async () => {
    const flats = extraServiceEndpoints.roommates.response.parse(await get<RoommateFlat[]>('roommates', world.tenant));
    const shared = flats.find((flat) => flat.contractId === contractId('HTDEMO05'));
    expect(shared).toMatchObject({
      shared: true,
      roomLetter: 'B',
      roommates: [
        { name: '王*', roomLetter: 'A', gender: 'male', moveInMonth: '2026-03' },
        { name: '刘*', roomLetter: 'C', gender: 'female', moveInMonth: '2026-08' },
      ],
    });
    const alone = flats.find((flat) => flat.contractId === contractId('HTDEMO06'));
    expect(alone).toMatchObject({ shared: false, roomLetter: null, roommates: [] });
    const text = JSON.stringify(flats);
    for (const secret of ['王强', '刘芳', '13500135001', '13500135002', '110105199003071235', '310104199508152846']) expect(text).not.toContain(secret);
    expect(await get('roommates', world.other)).toEqual([]);

    // A roommate who moves out leaves the list.
    world.server.db.prepare("UPDATE contracts SET status = 'checked_out' WHERE contract_no = 'HTFLAT01'").run();
    const after = await get<RoommateFlat[]>('roommates', world.tenant);
    expect(after.find((flat) => flat.contractId === contractId('HTDEMO05'))?.roommates.map((mate) => mate.name)).toEqual(['刘*']);
  });
});
