import { createRequire } from 'node:module';
import { DEMO_BILL_CODE } from '../../apps/server/src/askPay/seed';
import { demoPartner } from '../../apps/server/src/auth/seed';
import type { Page } from 'playwright-core';
import { HOME_PAGE, HOUSE_DETAIL_PAGE, HOUSE_LIST_PAGE, LOGIN_PAGE, type HouseDetail } from '../../packages/core-domain/src';
import {
  ActivityParamsSchema,
  AgreementParamsSchema,
  AskPayDetailParamsSchema,
  AskPayFailedParamsSchema,
  AskPayParamsSchema,
  BillParamsSchema,
  BillPayParamsSchema,
  HouseMapPoiParamsSchema,
  HouseParamsSchema,
  MiniPayBillParamsSchema,
  LockParamsSchema,
  RecordParamsSchema,
  ShowImageParamsSchema,
  ShowPdfParamsSchema,
  StoreParamsSchema,
  TalentProjectParamsSchema,
  VideoParamsSchema,
} from '../../packages/core-domain/src/routes/pageParams';
import { builtPages, routeOf, type Route } from '../support/routes';
import type { RunningServer } from '../support/server';
import { machineNow } from '../support/testClock';

// What the accessibility test and the bench share: the built pages with links that reach their content, how a
// page is opened in a given state, and axe's verdict on it.

export const DEMO_HOUSE_ID = 'h000001';

/** Records the demo tenant owns, made over HTTP before the pages are visited, so the pages show them. */
export interface DemoRecords {
  house: HouseDetail;
  viewingId: string;
  reservationId: string;
  /** The demo tenant's lease in 在租中 (seeded HTDEMO05): the contract pages show a lease with every section. */
  contractId: string;
  /** A bill the demo tenant owes and may pay here, and the order asked for it (the bill and order pages). */
  billId: string;
  orderNo: string;
  /** The room lock of that lease (device pages: device_preview names a device; the lock pages open it without an id). */
  deviceId: string;
  /** The TTLock of that lease (the TTLock group's pages, pages/ttdevice). */
  ttlockId: string;
  /** The lease's hot water meter and one of the tenant's top-ups of it (the meter record pages). */
  meterId: string;
  topUpId: string;
  /** The demo tenant's next quarter of rent, split in 3 (分期原账单). */
  splitBillId: string;
  /** The demo tenant's seeded issued invoice (发票详情, 开票明细). */
  invoiceId: string;
}

/** A viewing and a reservation of the demo house for the tenant, as the booking pages would make them. */
export async function makeDemoRecords(server: RunningServer, token: string): Promise<DemoRecords> {
  const house = await server.getData<HouseDetail>(`/tapp/v2/aster/common/houses/${DEMO_HOUSE_ID}`);
  const days = await server.getData<{ date: string; slots: { time: string; available: boolean }[] }[]>(
    `/tapp/v2/aster/houses/${DEMO_HOUSE_ID}/viewing-slots`,
  );
  const day = days.find((candidate) => candidate.slots.some((slot) => slot.available));
  const slot = day?.slots.find((candidate) => candidate.available);
  if (day === undefined || slot === undefined) throw new Error(`No free viewing slot for ${DEMO_HOUSE_ID}`);
  const viewing = await server.postData<{ id: string }>('/tapp/v2/aster/viewings', {
    houseId: DEMO_HOUSE_ID,
    date: day.date,
    timeSlot: slot.time,
    contactName: '张先生',
    contactPhone: '13800138000',
    note: '',
    requestId: `a11y-viewing-${Date.now()}`,
  }, { token });
  const reservation = await server.postData<{ id: string }>('/tapp/v2/aster/reservations', {
    houseId: DEMO_HOUSE_ID,
    checkInDate: house.availableFrom > day.date ? house.availableFrom : day.date,
    leaseMonths: 12,
    requestId: `a11y-reservation-${Date.now()}`,
  }, { token });
  const contracts = await server.getData<{ id: string; status: string }[]>('/tapp/v1/contract/list?status=renting', { token });
  const renting = contracts[0];
  if (renting === undefined) throw new Error('The demo tenant has no lease in 在租中 (the contracts seed)');
  const { bills } = await server.getData<{ bills: { id: string; payable: boolean }[] }>('/tapp/v1/bill/list?open=1', { token });
  const bill = bills.find((candidate) => candidate.payable);
  if (bill === undefined) throw new Error('The demo tenant owes no bill (the bills seed)');
  const order = await server.postData<{ orderNo: string }>(`/tapp/v1/bill/${bill.id}/pay`, { way: 'card' }, { token });
  const locks = await server.getData<{ id: string; contractId: string; model: string }[]>('/tapp/v1/intelligent/locks', { token });
  const lock = locks.find((candidate) => candidate.contractId === String(renting.id));
  if (lock === undefined) throw new Error('The demo lease has no lock (the devices seed)');
  const ttlock = locks.find((candidate) => candidate.model === 'ttlock');
  if (ttlock === undefined) throw new Error('The demo lease has no TTLock (the lock access seed)');
  const home = await server.getData<{ contracts: { rooms: { devices: { id: string; model: string }[] }[] }[] }>('/tapp/v3/smart-device/home', { token });
  const meterId = home.contracts.flatMap((c) => c.rooms.flatMap((r) => r.devices)).find((d) => d.model === 'meter4')?.id;
  if (meterId === undefined) throw new Error('The demo lease has no hot water meter (the meters seed)');
  const { records } = await server.getData<{ records: { id: string }[] }>(`/tapp/v1/intelligent/meter/charge-record?meterId=${meterId}`, { token });
  const topUpId = records[0]?.id;
  if (topUpId === undefined) throw new Error('The demo tenant has no top-up of the hot water meter (the meters seed)');
  const { invoices } = await server.getData<{ invoices: { id: string }[] }>('/tapp/v1/invoice/list', { token });
  const invoiceId = invoices[0]?.id;
  if (invoiceId === undefined) throw new Error('The demo tenant has no invoice (the invoices seed)');
  const lease = await server.getData<{ bills: { id: string; kind: string; paid: boolean; dueDate: string }[] }>(`/tapp/v1/contract/${renting.id}`, { token });
  const nextQuarter = lease.bills.filter((candidate) => candidate.kind === 'rent' && !candidate.paid).sort((a, b) => b.dueDate.localeCompare(a.dueDate))[0];
  if (nextQuarter === undefined) throw new Error('The demo lease has no rent to split (the contracts seed)');
  await server.postData(`/tapp/v1/bill/${nextQuarter.id}/split`, { count: 3, requestKey: `a11y-split-${Date.now()}` }, { token });
  return { house, viewingId: String(viewing.id), reservationId: String(reservation.id), contractId: renting.id, billId: bill.id, orderNo: order.orderNo, deviceId: lock.id, ttlockId: ttlock.id, meterId, topUpId, invoiceId, splitBillId: nextQuarter.id };
}

/**
 * The parameters that open a page on the demo data. Most pages need none or take them by name from the demo
 * records; a page whose route schema refuses both fails here, naming itself, so a new page is never skipped.
 */
export function demoParams(route: Route, demo: DemoRecords): Record<string, string> {
  const { house } = demo;
  const byName: Record<string, string> = {
    houseId: house.id,
    contractId: demo.contractId,
    newOrderNo: 'PO202611230000000001',
    amount: String(house.reservationDeposit),
    title: '定金',
    // The reference server's demo partner application (oauth-third).
    appId: demoPartner.appId,
    // A share link's code no company has (company_authentication/share): the page's invalid-link state.
    code: 'demoShareCode01',
    orderNo: demo.orderNo,
    deviceId: demo.deviceId,
    // A share link no share has (lock_auth_accept): the page's invalid-link state.
    shareId: 'demoShare00000000001',
    shortLink: 'demoLnk1',
    meterId: demo.meterId,
    recordId: demo.topUpId,
    date: new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10),
  };
  const bySchema = new Map<unknown, Record<string, string>>([
    [HouseParamsSchema, { id: house.id }],
    [StoreParamsSchema, { id: house.store.id }],
    [HouseMapPoiParamsSchema, { id: house.id }],
    [ShowImageParamsSchema, { urls: JSON.stringify(house.photos.map((photo) => photo.url)), index: '0' }],
    [ShowPdfParamsSchema, { url: house.documentUrl ?? '', title: '房屋守则' }],
    [VideoParamsSchema, { url: house.videoUrl ?? '', poster: house.videoCoverUrl ?? '' }],
    // Viewings, reservations and invoices share the record schema: the reservation and invoice pages name themselves.
    [RecordParamsSchema, { id: route.path.includes('reservation') ? demo.reservationId : route.path.startsWith('pages/invoice/') ? demo.invoiceId : demo.viewingId }],
    [BillParamsSchema, { id: route.path.includes('bill_split_origin') ? demo.splitBillId : demo.billId }],
    // The seed's open activity (活动详情 with 立即报名, 活动报名's form, 报名成功).
    [ActivityParamsSchema, { id: '3001' }],
    // The lock pages open the room lock; the TTLock group's its TTLock.
    [LockParamsSchema, { lockId: route.path.startsWith('pages/ttdevice/') ? demo.ttlockId : demo.deviceId }],
    [BillPayParamsSchema, { id: demo.billId, way: 'card' }],
    // 请人代付 as the tenant's card of the bill owed; a share link nobody made (代付详情's invalid-link state); a reason.
    [AskPayParamsSchema, { billId: demo.billId }],
    [AskPayDetailParamsSchema, { code: 'demoShareLinkNobodyMade0123' }],
    [AskPayFailedParamsSchema, { reason: 'expired' }],
    // The demo's paper bill (扫码缴费's 支付账单 and 支付).
    [MiniPayBillParamsSchema, { code: DEMO_BILL_CODE }],
    // The programme's seeded talent-housing project (房源详情 of 人才公寓).
    [TalentProjectParamsSchema, { id: 'zhangjiang' }],
    // 《用户协议》 as the login pages open it.
    [AgreementParamsSchema, { kind: 'user' }],
  ]);
  const params = bySchema.get(route.params) ?? {};
  if (route.params.safeParse(params).success) return params;
  const parsed = route.params.safeParse(byName);
  if (!parsed.success) throw new Error(`No demo parameters open ${route.path}: give its params schema a sample in accessibilityPages.ts`);
  return Object.fromEntries(Object.keys(parsed.data).flatMap((key) => (byName[key] === undefined ? [] : [[key, byName[key]]])));
}

/** Every built page (the generated registry) with its route-table row, in the registry's order. */
export function builtRoutes(): Route[] {
  return [...builtPages].map(routeOf);
}

/** The entry pages a tenant lands on first: their empty and failing states are checked on every run. */
const ENTRY_PAGES: readonly string[] = [HOME_PAGE, HOUSE_LIST_PAGE, HOUSE_DETAIL_PAGE, LOGIN_PAGE];
/** The other pages' empty and failing states are checked one rotation slot in ROTATION per run. */
const ROTATION = 4;

/** A page's rotation slot: from its path alone, so adding a page moves no other page to another slot. */
function rotationSlot(pagePath: string): number {
  let hash = 0;
  for (const char of pagePath) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % ROTATION;
}

/**
 * The pages whose empty and failing states this run checks besides the loaded one (every page is checked
 * loaded): the entry pages, and the pages of one rotation slot, the real UTC day's (not the test world's, which
 * stays on one day: so four days of runs cover every page) or `ASTER_A11Y_ROTATION`'s, to repeat a run; `ASTER_A11Y_STATES=all` takes every page.
 */
export function stateSample(routes: readonly Route[], env: NodeJS.ProcessEnv = process.env, now = new Date(machineNow())): Set<string> & { describe: string } {
  const all = env.ASTER_A11Y_STATES === 'all';
  const slot = env.ASTER_A11Y_ROTATION === undefined ? Math.floor(now.getTime() / 86_400_000) % ROTATION : Number(env.ASTER_A11Y_ROTATION) % ROTATION;
  const paths = routes.map((route) => route.path).filter((path) => all || ENTRY_PAGES.includes(path) || rotationSlot(path) === slot);
  const describe = all ? 'ASTER_A11Y_STATES=all' : `entry pages and rotation slot ${slot} of ${ROTATION}: ASTER_A11Y_ROTATION=${slot} repeats it`;
  return Object.assign(new Set(paths), { describe });
}

/** The page's URL under /aster with its demo parameters. */
export function demoUrl(route: Route, demo: DemoRecords): string {
  const query = new URLSearchParams(demoParams(route, demo)).toString();
  return `/aster/${route.path}${query ? `?${query}` : ''}`;
}

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';
export interface Finding {
  rule: string;
  impact: Impact;
  help: string;
  /** How many elements break the rule; the first few are named in targets. */
  nodes: number;
  targets: string[];
}

// axe-core itself, from the Playwright integration's own dependency (pnpm keeps it out of the root node_modules).
const AXE_SOURCE = `${(createRequire(require.resolve('@axe-core/playwright'))('axe-core') as { source: string }).source}
;axe.configure({ allowedOrigins: ['<same_origin>'] });`;

/** Where a page keeps axe's source for the popups it opens (shareAxeWithPopups). */
const SHARED_SOURCE = '__asterAxeSource';

/**
 * Keeps axe's source in the page, so each popup it opens evaluates a copy read through window.opener instead of
 * being sent the 550 KB again over the DevTools protocol: sending it cost about 0.3 CPU s a page (Chromium's and
 * the test's), evaluating the opener's copy 0.02 s, and the sweep checks some 300 popups.
 */
export async function shareAxeWithPopups(page: Page): Promise<void> {
  await page.evaluate(([name, source]) => {
    (window as unknown as Record<string, string>)[name] = source;
  }, [SHARED_SOURCE, AXE_SOURCE] as const);
}

/**
 * In the frame's own realm: true when axe is there, or once the copy its top window's opener shares is evaluated;
 * false when neither (no opener copy, or another origin's opener).
 */
const AXE_FROM_OPENER = `(() => {
  if (typeof window.axe?.run === 'function') return true;
  try {
    const source = window.top.opener?.${SHARED_SOURCE};
    if (typeof source !== 'string') return false;
    (0, eval)(source);
    return true;
  } catch {
    return false;
  }
})()`;

/**
 * axe-core in each same-origin frame of the page that lacks it: the opener's copy evaluated there when there is one,
 * else its source sent over, then one axe.run a page (about 50 ms here), not AxeBuilder's per-call injection and its
 * finishRun in a blank page of its own (about 500 ms a page). Not a context init script: the sweep's popups keep the
 * window of their first about:blank, where the script runs and reads the blank document (no title, no lang), and it
 * does not run again for the page loaded there.
 */
async function injectAxe(page: Page): Promise<void> {
  const origin = new URL(page.url()).origin;
  for (const frame of page.frames()) {
    const url = frame.url();
    if (url.startsWith('http') && new URL(url).origin !== origin) continue;
    // A frame that cannot be evaluated (detached as the page moves on) is skipped.
    const present = await frame.evaluate(AXE_FROM_OPENER).catch(() => true);
    if (present !== true) await frame.evaluate(AXE_SOURCE).catch(() => undefined);
  }
}

interface AxeViolation {
  id: string;
  impact?: Impact | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * axe-core over the whole page with every rule it has (WCAG 2.1 A/AA and best practices), same-origin frames
 * included (a third-party page in the webview's frame is not ours to check), as AxeBuilder's legacy mode does.
 */
export async function axeFindings(page: Page): Promise<Finding[]> {
  // A page that navigates once loaded (a redirect, a step back) can do it while axe runs: then again, on where it went.
  const analyze = async (attemptsLeft: number): Promise<AxeViolation[]> => {
    try {
      await injectAxe(page);
      return await page.evaluate(async () => {
        const { axe } = window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } };
        const results = await axe.run(document, { resultTypes: ['violations'] });
        return results.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target }) => ({ target })) }));
      });
    } catch (error) {
      if (attemptsLeft === 0 || !String(error).includes('Execution context was destroyed')) throw error;
      await settle(page);
      return analyze(attemptsLeft - 1);
    }
  };
  const violations = await analyze(3);
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'minor',
    help: violation.help,
    nodes: violation.nodes.length,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}

/** Sets the tab's session: the demo tenant's for pages behind the login, none for the others. */
export async function setSession(page: Page, tenant: { token: string; userId: string } | null): Promise<void> {
  await page.evaluate((session) => {
    if (session === null) {
      window.localStorage.removeItem('token');
      window.localStorage.removeItem('userId');
      return;
    }
    window.localStorage.setItem('token', JSON.stringify(session.token));
    window.localStorage.setItem('userId', JSON.stringify(session.userId));
  }, tenant);
}

/** Waits until the page has drawn what its requests brought: the network quiet for half a second. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}
