import { userEndpoints } from '@aster/core-api';
import { DIALOG_CLOSED_DAYS, type SubsidyDialog } from '@aster/core-domain';
import { expectOk, OTHER_TENANT_MOBILE, startBookingWorld, type BookingWorld } from '../bookings/testing/bookingWorld';
import { SUBSIDY_DIALOG_ID } from './subsidyDialog';

const DAY_MS = 24 * 3600 * 1000;

describe('the rent-subsidy dialog over HTTP (dialog/getSubsidy/setting, dialog/save)', () => {
  let world: BookingWorld;
  beforeAll(async () => {
    world = await startBookingWorld();
  }, 60_000);
  afterAll(() => world.server.close());

  const setting = async (token: string) =>
    userEndpoints.subsidyDialogSetting.response.parse(expectOk(await world.server.call<SubsidyDialog>('GET', '/tapp/v1/dialog/getSubsidy/setting', { token })));
  const save = (token: string, body: Record<string, unknown>) => world.server.call('POST', '/tapp/v1/dialog/save', { token, body });

  it('offers the programme to a verified tenant without a lease who has not applied, leading to the talent page', async () => {
    // The demo tenant rents with us (a home already); the other tenant has not verified (the programme asks it).
    expect(await setting(world.tenant)).toEqual({ show: false });
    expect(await setting(world.other)).toEqual({ show: false });
    const other = world.server.db.prepare('SELECT id FROM users WHERE mobile = ?').pluck().get(OTHER_TENANT_MOBILE) as number;
    world.server.db.prepare("INSERT INTO real_names (user_id, name, id_type, id_number, method, verified_at) VALUES (?, '李雷', 1, '110101199003070011', 'id', 0)").run(other);
    expect(await setting(world.other)).toMatchObject({
      show: true,
      dialogId: SUBSIDY_DIALOG_ID,
      title: '人才安居租房补贴',
      highlight: '租金低至市场价7折',
      actionText: '了解详情',
      page: '/pages/talent/talent_home/index',
    });
    expect((await world.server.call('GET', '/tapp/v1/dialog/getSubsidy/setting')).status).toBe(401);
    expect((await world.server.call('POST', '/tapp/v1/dialog/save', { body: { dialogId: SUBSIDY_DIALOG_ID, answer: 'never' } })).status).toBe(401);
  });

  it('brings a closed dialog back after the waiting days, and never one declined', async () => {
    expectOk(await save(world.other, { dialogId: SUBSIDY_DIALOG_ID, answer: 'closed' }));
    expect(await setting(world.other)).toEqual({ show: false });
    world.clock.advance(DIALOG_CLOSED_DAYS * DAY_MS);
    expect((await setting(world.other)).show).toBe(true);
    expectOk(await save(world.other, { dialogId: SUBSIDY_DIALOG_ID, answer: 'never' }));
    world.clock.advance(90 * DAY_MS);
    expect(await setting(world.other)).toEqual({ show: false });
  });

  it('refuses an unknown dialog or answer with a message, never a crash', async () => {
    expect((await save(world.other, { dialogId: 'gone', answer: 'accepted' })).body).toMatchObject({ errorCode: 'DIALOG_NOT_FOUND', message: '该弹窗已下线' });
    expect((await save(world.other, { dialogId: SUBSIDY_DIALOG_ID, answer: 'maybe' })).body.errorCode).toBe('PARAM_INVALID');
    expect((await save(world.other, { dialogId: 'x'.repeat(65), answer: 'accepted' })).body.errorCode).toBe('PARAM_INVALID');
    expect(await setting(world.other)).toEqual({ show: false });
  });
});
