import { authEndpoints, bankCardEndpoints, bookingEndpoints, contractEndpoints, endpointLabel, identityEndpoints, userEndpoints, endpointPath, houseEndpoints, pathParamNames, payEndpoints, walletEndpoints, couponEndpoints, invoiceEndpoints, activityEndpoints, type AnyEndpointDef, askPayEndpoints, billEndpoints, talentEndpoints, servicePackageEndpoints, lockEndpoints } from '@aster/core-api';
import { MEMBER_RELATIONS, type PayOrder, type PrepayParams, type Reservation } from '@aster/core-domain';
import { z } from 'zod';
import { demoPartner, demoUsers } from './auth/seed';
import { OTHER_TENANT_MOBILE, VALID_ID_CARD, availableHouse, expectOk, requestId, startBookingWorld, type BookingWorld } from './bookings/testing/bookingWorld';
import { UNAUTHORIZED_MESSAGE } from './http/errors';
import { BLE_CHARGE_TASK_TYPE } from './meters/meterStore';
import type { CallResult } from './testing/testServer';
import { uploadTestPhoto } from './uploads/testing';

/**
 * The authorisation sweep (issue 16): every endpoint the features serve with needsAuth refuses a call without a
 * valid session, and every one that takes an id refuses tenant B the objects of tenant A. The endpoints and their
 * id slots come from the served catalogue entries, with no list kept here; tenant A's ids come from A's own answers.
 */

interface Call {
  def: AnyEndpointDef;
  params: Record<string, string>;
  input: Record<string, unknown>;
}

interface IdSlot {
  where: 'path' | 'field';
  name: string;
  /** Which ids fit the slot: `reservationId` for reservations/{id}, `orderNo` for {orderNo}, a field's own name. */
  kind: string;
}

/** A field or answer key that names an object: `id`, `houseId`, `orderNo`... (not `idType`, `idNumber`). */
const ID_KEY = /^id$|[a-z](Id|No)$/;
/** Ids named as another kind: pay-baofoo's tradeId is a pay order's number. */
const KIND_ALIASES: Readonly<Record<string, string>> = { tradeId: 'orderNo', insuranceId: 'contractId', frontId: 'uploadId', backId: 'uploadId', licencePhotoId: 'uploadId', receiptId: 'uploadId', baozuId: 'deviceId', cardId: 'bankCardId' };
const kindOfKey = (key: string) => KIND_ALIASES[key] ?? key;
/**
 * Fields named like ids that name nobody's object: machineId is the phone's own Bluetooth session stamp, and the
 * meter top-up's buildingId and meterValueId are spec fields the server does not read (the meter decides its building
 * and price), a service package's packageId names what the operator sells to everyone. The sweep sends them as the
 * tenant sent them. A dialogId names the operator's dialog shown to everyone (dialog/save keeps each tenant's answer).
 */
const NOT_OBJECT_IDS: ReadonlySet<string> = new Set(['machineId', 'buildingId', 'meterValueId', 'packageId', 'dialogId']);

/**
 * Counts everyone changes and nobody owns (the stock left of a coupon offer, the places left of an activity): B
 * claiming one is not B touching A's data.
 */
const SHARED_COUNTS = /"(left|placesLeft)":\d+/g;

/** Path segments that name no object: the app's namespaces and API versions (wallet/movements/{id} is a movement). */
const NAMESPACE_SEGMENT = /^(aster|common|wallet|v\d+)$/;

/**
 * The object an endpoint's `{id}` and its answers' top-level `id` are about: the path's first segment that is not a
 * namespace (`aster/viewings/{id}/cancel` -> viewingId, `contract/pre/{id}` -> contractId), or what a segment before the
 * parameter says (`getUndoneCheckoutApplyByContractId/{id}` -> contractId).
 */
function resourceKind(def: AnyEndpointDef): string {
  const segments = def.path.split('/');
  const firstParam = segments.findIndex((segment) => segment.startsWith('{'));
  const named = /By([A-Z]\w*)Id$/.exec(segments[firstParam - 1] ?? '')?.[1];
  const noun = named ?? segments.find((segment) => !segment.startsWith('{') && !NAMESPACE_SEGMENT.test(segment)) ?? '';
  const singular = noun.replace(/ies$/, 'y').replace(/s$/, '');
  return kindOfKey(`${singular.replace(/-(\w)/g, (_whole, letter: string) => letter.toUpperCase()).replace(/^\w/, (letter) => letter.toLowerCase())}Id`);
}

function fieldsOf(def: AnyEndpointDef): string[] {
  const schema = z.toJSONSchema(def.request, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
  return Object.keys(schema.properties ?? {});
}

function idSlotsOf(def: AnyEndpointDef): IdSlot[] {
  const path: IdSlot[] = pathParamNames(def.path).map((name) => ({ where: 'path', name, kind: name === 'id' ? resourceKind(def) : kindOfKey(name) }));
  const fields: IdSlot[] = fieldsOf(def).filter((name) => ID_KEY.test(name) && !NOT_OBJECT_IDS.has(name)).map((name) => ({ where: 'field', name, kind: name === 'id' ? resourceKind(def) : kindOfKey(name) }));
  return [...path, ...fields];
}

type Ids = Map<string, Set<string>>;

function addId(ids: Ids, kind: string, value: unknown): void {
  if (typeof value !== 'string' && typeof value !== 'number') return;
  const set = ids.get(kind) ?? new Set<string>();
  set.add(String(value));
  ids.set(kind, set);
}

/** Ids in an answer: a top-level object's `id` is one of the endpoint's resource, any `xId` / `xNo` key anywhere is an x. */
function collectIds(ids: Ids, value: unknown, resource: string, top = true): void {
  if (Array.isArray(value)) {
    for (const item of value) collectIds(ids, item, resource, top);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, field] of Object.entries(value)) {
    if (key === 'id' && top) addId(ids, resource, field);
    else if (ID_KEY.test(key) && key !== 'id') addId(ids, kindOfKey(key), field);
    else collectIds(ids, field, resource, false);
  }
}

/**
 * Tenant A's calls to this endpoint, then one call per id of A that fits each id slot (from A's call, else bare).
 * Slots A has no id for are returned as missing.
 */
function callsFor(def: AnyEndpointDef, recorded: readonly Call[], ids: Ids): { calls: Call[]; missing: IdSlot[] } {
  const slots = idSlotsOf(def);
  const own = recorded.filter((call) => call.def === def);
  const first = (kind: string) => [...(ids.get(kind) ?? [])][0] ?? 'x';
  const params = Object.fromEntries(slots.filter((slot) => slot.where === 'path').map((slot) => [slot.name, first(slot.kind)]));
  const template: Call = own[0] ?? { def, params, input: {} };
  const calls = [...own];
  for (const slot of slots) {
    for (const value of ids.get(slot.kind) ?? []) {
      calls.push(slot.where === 'path' ? { ...template, params: { ...template.params, [slot.name]: value } } : { ...template, input: { ...template.input, [slot.name]: value } });
    }
  }
  if (calls.length === 0) calls.push(template);
  const seen = new Set<string>();
  const unique = calls.filter((call) => {
    const key = JSON.stringify([call.params, call.input]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { calls: unique, missing: slots.filter((slot) => !ids.get(slot.kind)?.size) };
}

const describeCall = (call: Call) => `${endpointLabel(call.def)} ${JSON.stringify(call.params)} ${JSON.stringify(call.input)}`;

/** Tenant A's details: distinctive, so any of them in tenant B's answers is A's data leaking. */
const A_PERSON = { name: '欧阳甲', idType: 'id_card', idNumber: VALID_ID_CARD, email: 'tenant-a.private@example.com', emergencyContactName: '司马乙', emergencyContactPhone: '13912345678' };
const A_VIEWING = { contactName: '上官丙', contactPhone: demoUsers.tenant.mobile, note: '甲的私人备注QX7' };
/** Tenant B's own details where A's calls carry A's: B replays A's calls as itself, with A's ids only. */
const B_INSTEAD: Readonly<Record<string, string>> = {
  [A_VIEWING.contactName]: '公孙丁',
  [A_VIEWING.note]: '乙自己的备注',
  [demoUsers.tenant.mobile]: OTHER_TENANT_MOBILE,
};
const asTenantB = (call: Call): Call => ({
  ...call,
  input: Object.fromEntries(Object.entries(call.input).map(([key, value]) => [key, typeof value === 'string' ? B_INSTEAD[value] ?? value : value])),
});
const RETURN_URL = '/aster/#/pages/bill/bill_result/index';

describe('authorisation sweep over every served endpoint that needs login', () => {
  let world: BookingWorld;
  const recorded: Call[] = [];
  const ids: Ids = new Map();

  const send = (call: Call, token: string | null): Promise<CallResult> => {
    const { def } = call;
    const path = endpointPath(def, call.params);
    const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
    if (def.method === 'GET') {
      return world.server.call(def.method, path, { token, query: Object.fromEntries(Object.entries(call.input).map(([key, value]) => [key, text(value)])) });
    }
    const inQuery = new Set(def.queryKeys ?? []);
    const query = Object.fromEntries(Object.entries(call.input).filter(([key]) => inQuery.has(key)).map(([key, value]) => [key, text(value)]));
    const body = Object.fromEntries(Object.entries(call.input).filter(([key]) => !inQuery.has(key)));
    return world.server.call(def.method, path, { token, query, body });
  };

  /** A call of tenant A that must succeed; it is kept (tenant B replays it) and its answer's ids collected. */
  const asA = async <T>(def: AnyEndpointDef, input: Record<string, unknown> = {}, params: Record<string, string> = {}): Promise<T> => {
    const call: Call = { def, params, input };
    recorded.push(call);
    for (const [key, value] of Object.entries(input)) if (ID_KEY.test(key)) addId(ids, kindOfKey(key), value);
    for (const [key, value] of Object.entries(params)) addId(ids, key === 'id' ? resourceKind(def) : kindOfKey(key), value);
    const data = expectOk(await send(call, world.tenant)) as T;
    collectIds(ids, data, resourceKind(def));
    return data;
  };

  /** Tenant A holds one of everything: person info, a booked viewing, a paid and an unpaid (signed) reservation with their pay orders, a favourite, a partner auth code. */
  async function seedTenantA(): Promise<void> {
    const [viewed, paid, unpaid] = [0, 1, 2].map((skip) => availableHouse(world.server, skip)) as [ReturnType<typeof availableHouse>, ReturnType<typeof availableHouse>, ReturnType<typeof availableHouse>];
    await asA(bookingEndpoints.savePersonInfo, A_PERSON);
    await asA(bookingEndpoints.bookViewing, { houseId: viewed.id, date: '2026-11-22', timeSlot: '14:00-15:00', ...A_VIEWING, requestId: requestId() });
    await asA(houseEndpoints.setFavourite, { favourite: true }, { id: viewed.id });

    const first = await asA<Reservation>(bookingEndpoints.createReservation, { houseId: paid.id, checkInDate: paid.checkInDate, leaseMonths: 12, requestId: requestId() });
    const firstOrder = await asA<PayOrder>(bookingEndpoints.signReservation, { agreed: true }, { id: first.id });
    const prepay = await asA<PrepayParams>(payEndpoints.prepay, { channel: 'wechat', attemptKey: requestId() }, { orderNo: firstOrder.orderNo });
    if (prepay.channel !== 'wechat') throw new Error('expected wechat pay parameters');
    const charged = await world.server.call('POST', '/provider/wechat/pay', { body: { prepayId: prepay.package.replace('prepay_id=', ''), outcome: 'success' } });
    expect(charged.status).toBe(200);

    const second = await asA<Reservation>(bookingEndpoints.createReservation, { houseId: unpaid.id, checkInDate: unpaid.checkInDate, leaseMonths: 6, requestId: requestId() });
    const secondOrder = await asA<PayOrder>(bookingEndpoints.signReservation, { agreed: true }, { id: second.id });
    await asA(payEndpoints.payBaofoo, { paySubChannel: 'online', subAccountType: 'reservation_deposit', tradeId: secondOrder.orderNo, amount: secondOrder.amount, returnUrl: RETURN_URL, attemptKey: requestId() });
    await asA(authEndpoints.oauthAuthCode, { appId: demoPartner.appId });
    // A's request to renew the lease A is renting (HTDEMO05 of the seed).
    const renting = world.server.db.prepare("SELECT id FROM contracts WHERE contract_no = 'HTDEMO05'").get() as { id: number };
    await asA(contractEndpoints.renewalApply, { contractId: String(renting.id), leaseMonths: 12 });
    // A's co-occupant on that lease (users/member-info): B may neither replace nor remove A's by its id.
    const members = await asA<{ id: string; nameMasked: string }[]>(contractEndpoints.memberInfo, {
      contractId: String(renting.id),
      name: '王芳',
      phone: '13912340000',
      relation: MEMBER_RELATIONS[0],
      idNumType: 1,
      idNum: '110101199003070011',
    });
    for (const member of members) addId(ids, 'memberId', member.id);
    // A photo: uploads are multipart, so it is sent the way the apps send it (the JSON replay carries no file).
    const front = (await uploadTestPhoto(world.server.baseUrl, world.tenant, 'id_front')).body.data?.id;
    const back = (await uploadTestPhoto(world.server.baseUrl, world.tenant, 'id_back')).body.data?.id;
    addId(ids, 'uploadId', front);
    await asA(identityEndpoints.saveIdPhotos, { frontId: front, backId: back });
    // A is verified already (the seed), so A's face scan is written as one started before.
    world.server.db.prepare("INSERT INTO face_verifications (verify_id, user_id, name, id_number, created_at) VALUES ('a-face-scan-0123456789', ?, '张三', '11010519491231002X', 0)").run(demoUsers.tenant.id);
    addId(ids, 'verifyId', 'a-face-scan-0123456789');
    // A's company authentication, and its share code (a colleague's way in: the sweep checks nothing more leaks).
    const licence = (await uploadTestPhoto(world.server.baseUrl, world.tenant, 'licence')).body.data?.id;
    const company = await asA<{ shareCode: string }>(userEndpoints.bizInfoSubmit, { companyName: '甲的私人公司有限公司', creditCode: '91350100M000100Y43', legalPerson: '张三', licencePhotoId: licence });
    addId(ids, 'code', company.shareCode);
    // A's bank card (in A's real name), bound with the code sent to its reserved phone; B replaying both spends nothing
    // of A's (the code is bound to A).
    const smsCode = async (mobile: string) => (await world.server.call<{ code: string }>('GET', '/__dev/sms-code', { query: { mobile } })).body.data?.code ?? '';
    await asA(bankCardEndpoints.sendCode, { cardNumber: '6222021234567890128', mobile: '13912345678' });
    await asA(bankCardEndpoints.add, { cardNumber: '6222021234567890128', mobile: '13912345678', code: await smsCode('13912345678') });
    // A's wallet: the password after the SMS check, a bill paid from the balance (its movement) and a withdrawal to that card.
    await asA(walletEndpoints.sendResetCode);
    const { resetTicket } = await asA<{ resetTicket: string }>(walletEndpoints.checkResetCode, { code: await smsCode(demoUsers.tenant.mobile) });
    await asA(walletEndpoints.setPassword, { password: '135790', resetTicket });
    await asA(walletEndpoints.saveInfo, { occupation: '企业职员', address: '上海市徐汇区漕溪北路1号' });
    const owed = world.server.db.prepare("SELECT b.id FROM contract_bills b JOIN contracts c ON c.id = b.contract_id WHERE c.contract_no = 'HTDEMO06' AND b.paid_at IS NULL AND b.title LIKE '燃气费%'").get() as { id: number };
    await asA(walletEndpoints.payBill, { password: '135790', requestKey: requestId() }, { id: String(owed.id) });
    await asA(walletEndpoints.withdraw, { amountFen: 10_000, password: '135790', requestKey: requestId() });
    // A's coupons: one claimed (the seed gave A a utilities one too), spent on a bill from the balance.
    await asA(couponEndpoints.claim, {}, { id: 'ANY5' });
    const gasBill = world.server.db.prepare("SELECT b.id FROM contract_bills b JOIN contracts c ON c.id = b.contract_id WHERE c.contract_no = 'HTDEMO06' AND b.paid_at IS NULL").get() as { id: number };
    const couponOfA = world.server.db.prepare("SELECT id FROM coupons WHERE user_id = ? AND offer_id = 'UTIL10'").pluck().get(demoUsers.tenant.id) as number;
    await asA(walletEndpoints.payBill, { password: '135790', requestKey: requestId(), couponId: String(couponOfA) }, { id: String(gasBill.id) });
    // A's invoice of a paid bill, with A's company as its title (applied: its id, lines and details are A's).
    const invoiceable = await asA<{ items: { kind: string; id: string }[] }>(invoiceEndpoints.invoiceable);
    const paidBill = invoiceable.items[0];
    if (paidBill === undefined) throw new Error('tenant A has no paid bill to invoice');
    await asA(invoiceEndpoints.apply, { items: [{ kind: paidBill.kind, id: paidBill.id }], title: { type: 'company', name: '甲的私人公司有限公司', taxNumber: '91350100M000100Y43' }, email: A_PERSON.email, requestKey: requestId() });
    // A's sign-up for the seed's open activity (its id is the activity's, public; the sign-up's is A's own).
    await asA(activityEndpoints.participate, { contactor: '张三', participants: 2, phoneNum: demoUsers.tenant.mobile, requestKey: requestId() }, { id: '3001' });
    // A's share link (请人代付) of a bill still owed: B may neither read, cancel nor re-share it by the bill's id.
    const stillOwed = (await asA<{ bills: { id: string; payable: boolean }[] }>(billEndpoints.list, { open: '1' })).bills.find((bill) => bill.payable);
    if (stillOwed === undefined) throw new Error('tenant A owes no bill to share');
    await asA(askPayEndpoints.share, {}, { id: stillOwed.id });
    // A's talent-housing application with its three documents (B may neither read nor withdraw it).
    const talentDocument = async (kind: string) => (await uploadTestPhoto(world.server.baseUrl, world.tenant, kind)).body.data?.id;
    const documents = { talent_degree: await talentDocument('talent_degree'), talent_contract: await talentDocument('talent_contract'), talent_insurance: await talentDocument('talent_insurance') };
    await asA(talentEndpoints.apply, { employer: '甲的私人公司有限公司', degree: 'master', talentLevel: 'none', insuranceMonths: 12, projectIds: ['zhangjiang'], householdSize: 1, noHomeInCity: true, documents, requestKey: requestId() });
    // A's rent of HTDEMO05 split in 3, a 预存水电费 bill A created and a cleaning A bought (their pay orders are A's).
    const splittable = world.server.db.prepare("SELECT b.id FROM contract_bills b JOIN contracts c ON c.id = b.contract_id WHERE c.contract_no = 'HTDEMO05' AND b.kind = 'rent' AND b.paid_at IS NULL ORDER BY b.due_date LIMIT 1").get() as { id: number };
    await asA(billEndpoints.split, { count: 3, requestKey: requestId() }, { id: String(splittable.id) });
    await asA(billEndpoints.create, { contractId: String(renting.id), kind: 'utility_prepay', amount: '300', remark: '甲的私人备注QX7', requestKey: requestId() });
    const purchase = await asA<{ firstDate: string }>(servicePackageEndpoints.options);
    await asA(servicePackageEndpoints.order, { packageId: 'clean-deep', contractId: String(renting.id), quantity: 1, serviceDate: purchase.firstDate, requestKey: requestId() });
    // A's move-in handover lines (the seed's HTDEMO04 and 05): answers name a line by itemId.
    // A's devices: the locks of the house A rents (HTDEMO05); baozu/device/{id} names any device.
    const rentedHouse = world.server.db.prepare("SELECT house_id FROM contracts WHERE contract_no = 'HTDEMO05'").get() as { house_id: string };
    addId(ids, 'deviceId', `LK${rentedHouse.house_id}`);
    addId(ids, 'lockId', `LK${rentedHouse.house_id}`);
    // A's share of the room lock with a family member (pending: its shareId), and A's NFC key on it (the key is made
    // over Bluetooth, so it is written as one activated before).
    await asA(lockEndpoints.share, { phone: '13911112222', authType: 2 }, { id: `LK${rentedHouse.house_id}` });
    const aNfcAuth = world.server.db.prepare('INSERT INTO lock_auths (lock_id, user_id, auth_type, created_at) VALUES (?, ?, 90, 0)').run(`LK${rentedHouse.house_id}`, demoUsers.tenant.id).lastInsertRowid;
    world.server.db.prepare("INSERT INTO lock_nfc_keys (auth_id, nfc_id, activated_at) VALUES (?, '20240601', 0)").run(aNfcAuth);
    addId(ids, 'nfcId', '20240601');
    addId(ids, 'authId', String(aNfcAuth));
    // A's temporary password on the room lock (作废 names it by passwordId).
    await asA(lockEndpoints.onceAuth, { kind: 'once' }, { id: `LK${rentedHouse.house_id}` });
    for (const { id } of world.server.db.prepare('SELECT id FROM lock_temp_passwords WHERE user_id = ?').all(demoUsers.tenant.id) as { id: number }[]) addId(ids, 'passwordId', id);
    // A's offline top-up waiting to be written to a meter (complete-todo-task names it by taskId).
    const aMeter = world.server.db.prepare('SELECT m.device_id AS deviceId FROM meters m JOIN devices d ON d.id = m.device_id WHERE d.house_id = ? LIMIT 1').get(rentedHouse.house_id) as { deviceId: string };
    world.server.db.prepare("INSERT INTO device_todo_tasks (id, device_id, user_id, task_type, params, command_hex, locked, status, created_at) VALUES ('BT-a-task', ?, ?, ?, '{}', '00', 0, 'pending', 0)").run(aMeter.deviceId, demoUsers.tenant.id, BLE_CHARGE_TASK_TYPE);
    addId(ids, 'taskId', 'BT-a-task');
    // A's water allowance (加水): the seed's welcome allowance on the 热水表, named by its todoTaskId.
    for (const { taskId } of world.server.db.prepare('SELECT task_id AS taskId FROM meter_water_allowances WHERE user_id = ?').all(demoUsers.tenant.id) as { taskId: string }[]) addId(ids, 'todoTaskId', taskId);
    for (const { deviceId } of world.server.db.prepare('SELECT m.device_id AS deviceId FROM meters m JOIN devices d ON d.id = m.device_id WHERE d.house_id = ?').all(rentedHouse.house_id) as { deviceId: string }[]) addId(ids, 'meterId', deviceId);
    // A's meter top-ups (charge-record by recordId: the pay result page)
    for (const { id } of world.server.db.prepare('SELECT id FROM meter_topups WHERE user_id = ? LIMIT 2').all(demoUsers.tenant.id) as { id: number }[]) addId(ids, 'recordId', String(id));
    for (const { id } of world.server.db.prepare('SELECT i.id FROM handover_items i JOIN handovers h ON h.id = i.handover_id JOIN contracts c ON c.id = h.contract_id WHERE c.user_id = ? LIMIT 2').all(demoUsers.tenant.id) as { id: number }[]) addId(ids, 'itemId', id);
  }

  const needsAuth = () => world.server.served.filter(({ def }) => def.needsAuth === true).map(({ def }) => def);

  /** What tenant A sees through every GET that needs login, keeping only answers that repeat (a GET may issue a fresh code). */
  async function viewOfA(): Promise<Map<string, string>> {
    const view = new Map<string, string>();
    for (const def of needsAuth().filter((entry) => entry.method === 'GET')) {
      for (const call of callsFor(def, recorded, ids).calls) {
        const result = await send(call, world.tenant);
        collectIds(ids, result.body.data, resourceKind(def));
        view.set(describeCall(call), JSON.stringify(result.body).replace(SHARED_COUNTS, '"$1":n'));
      }
    }
    return view;
  }

  let stableViewOfA: Map<string, string>;
  beforeAll(async () => {
    world = await startBookingWorld();
    await seedTenantA();
    const once = await viewOfA();
    const twice = await viewOfA();
    stableViewOfA = new Map([...once].filter(([key, body]) => twice.get(key) === body));
    // Tenant A holds something of every feature and is read twice over every endpoint: 15-25 s on 2 busy cores.
  }, 120_000);
  afterAll(() => world.server.close());

  it('serves endpoints that need login, some of them taking ids', () => {
    expect(needsAuth().length).toBeGreaterThan(10);
    expect(needsAuth().filter((def) => idSlotsOf(def).length > 0).length).toBeGreaterThan(5);
    expect(stableViewOfA.size).toBeGreaterThan(5);
  });

  it('answers the 401 envelope, and nothing else, without a valid session', async () => {
    const logoutTarget = await world.server.loginByPhone('13600136000');
    expectOk(await world.server.call('POST', '/common/v2/logout', { token: logoutTarget }));
    const failures: string[] = [];
    for (const def of needsAuth()) {
      // One call each (tenant A's own, with A's ids): the session is checked before anything else is read.
      const [call] = callsFor(def, recorded, ids).calls;
      if (call === undefined) throw new Error(`no call for ${endpointLabel(def)}`);
      for (const [what, token] of [['no token', null], ['a forged token', 'not-a-session-token'], ['a logged-out token', logoutTarget]] as const) {
        const result = await send(call, token);
        if (result.status !== 401 || result.body.errorCode !== '401' || result.body.message !== UNAUTHORIZED_MESSAGE || result.body.data !== null) {
          failures.push(`${describeCall(call)} with ${what}: ${result.status} ${JSON.stringify(result.body).slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await viewOfAChanges()).toEqual([]);
  });

  it("never gives tenant B tenant A's objects, by A's ids or A's own requests replayed", async () => {
    const missing: string[] = [];
    for (const def of needsAuth()) {
      for (const slot of callsFor(def, recorded, ids).missing) {
        missing.push(`${endpointLabel(def)} takes an id (${slot.where} "${slot.name}", kind ${slot.kind}) and tenant A has none: give tenant A one in seedTenantA (src/authorisation.test.ts) so the sweep can try it as tenant B, or name its kind in KIND_ALIASES if it is an id of a kind A has`);
      }
    }
    expect(missing).toEqual([]);

    const markers = [
      ...Object.values(A_PERSON).filter((value) => value !== 'id_card'),
      A_VIEWING.contactName,
      A_VIEWING.note,
      demoUsers.tenant.mobile,
      `${demoUsers.tenant.mobile.slice(0, 3)}****${demoUsers.tenant.mobile.slice(-4)}`,
      ...(ids.get('reservationNo') ?? []),
      ...(ids.get('orderNo') ?? []),
    ];
    // The two reservations' orders, the created bill's and the cleaning's.
    expect(ids.get('orderNo')?.size).toBe(4);

    const failures: string[] = [];
    let tried = 0;
    for (const def of needsAuth()) {
      // Without ids only the GETs (what B lists); a POST without ids acts on B alone (log-out, phone change).
      if (idSlotsOf(def).length === 0 && def.method !== 'GET') continue;
      for (const call of callsFor(def, recorded, ids).calls) {
        tried += 1;
        const result = await send(asTenantB(call), world.other);
        const text = JSON.stringify(result.body);
        const leaked = markers.filter((marker) => text.includes(marker));
        if (result.status >= 500 || leaked.length > 0) failures.push(`${describeCall(call)} as tenant B: ${result.status}, A's ${leaked.join(', ')} in ${text.slice(0, 300)}`);
      }
    }
    expect(tried).toBeGreaterThan(20);
    expect(failures).toEqual([]);
    expect(await viewOfAChanges()).toEqual([]);
  });

  /** What tenant A sees now that differs from before the calls of others. */
  async function viewOfAChanges(): Promise<string[]> {
    const now = await viewOfA();
    return [...stableViewOfA].filter(([key, body]) => now.get(key) !== body).map(([key, body]) => `${key}: ${body.slice(0, 200)} -> ${now.get(key)?.slice(0, 200)}`);
  }
});
