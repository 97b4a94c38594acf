import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { screenStore } from '@screens/testing/openScreen';
import { openScannedCode, scanCodeFromLaunch, scanRouteUrl } from './scanLaunch';

const built = new Set(['pages/index/index', 'pages/house_detail/index', 'pages/activity/activity_detail/index']);

describe('scanCodeFromLaunch', () => {
  it("reads WeChat's q (a plain QR code's link) and scene (a 小程序码), decoded once, and Alipay's qrCode", () => {
    expect(scanCodeFromLaunch({ q: encodeURIComponent('https://aster.example/s?code=HOUSE-1001') })).toBe('https://aster.example/s?code=HOUSE-1001');
    expect(scanCodeFromLaunch({ scene: 'HOUSE-1001' })).toBe('HOUSE-1001');
    expect(scanCodeFromLaunch({ scene: 'a%3D1' })).toBe('a=1');
    expect(scanCodeFromLaunch({ qrCode: 'LOCK-2001' })).toBe('LOCK-2001');
  });

  it('is null for a launch that was not a scan, or an empty, overlong or control-character code', () => {
    expect(scanCodeFromLaunch(undefined)).toBeNull();
    expect(scanCodeFromLaunch({ c: '1001' })).toBeNull();
    expect(scanCodeFromLaunch({ scene: '  ' })).toBeNull();
    expect(scanCodeFromLaunch({ scene: 'x'.repeat(513) })).toBeNull();
    expect(scanCodeFromLaunch({ scene: 'a%0Ab' })).toBeNull();
  });
});

describe('scanRouteUrl', () => {
  it('opens a built page of the route table with its query', () => {
    expect(scanRouteUrl({ page: 'pages/house_detail/index', query: { houseId: '1001' } }, built)).toBe('/pages/house_detail/index?houseId=1001');
    expect(scanRouteUrl({ page: '/house_detail', query: {} }, built)).toBe('/pages/house_detail/index');
  });

  it('opens nothing outside the app or not in this build, and bounds the query', () => {
    expect(scanRouteUrl({ page: 'https://evil.example/pages/index/index', query: {} }, built)).toBeNull();
    expect(scanRouteUrl({ page: '//evil.example', query: {} }, built)).toBeNull();
    expect(scanRouteUrl({ page: 'javascript:alert(1)', query: {} }, built)).toBeNull();
    expect(scanRouteUrl({ page: 'pages/unknown/index', query: {} }, built)).toBeNull();
    expect(scanRouteUrl({ page: 'pages/bill/bill_list/index', query: {} }, built)).toBeNull();
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`k${index}`, 'v']));
    const url = scanRouteUrl({ page: 'pages/house_detail/index', query: { ...many, 'bad key': 'x', long: 'y'.repeat(600) } }, built) ?? '';
    const kept = [...new URL(url, 'http://app.invalid').searchParams.keys()];
    expect(kept).toHaveLength(20);
    expect(kept).not.toContain('bad key');
    expect(kept).not.toContain('long');
  });
});

describe('openScannedCode', () => {
  it('asks scan/router with the code and relaunches on the page it answers', async () => {
    const { store, transport } = screenStore({ answers: { 'scan/router': () => okAnswer({ page: 'pages/activity/activity_detail/index', query: { id: '3001' } }) } });
    const opened: string[] = [];
    const url = await openScannedCode(store.dispatch, 'ACTIVITY-3001', built, async (next) => void opened.push(next));
    expect(JSON.parse(String(transport.requests[0]?.data))).toEqual({ scanCode: 'ACTIVITY-3001' });
    expect(transport.requests[0]?.method).toBe('POST');
    expect(url).toBe('/pages/activity/activity_detail/index?id=3001');
    expect(opened).toEqual([url]);
  });

  it('stays on the launch page for an unknown code or a page outside the app', async () => {
    const opened: string[] = [];
    const unknown = screenStore({ answers: { 'scan/router': () => businessErrorAnswer('SCAN_CODE_UNKNOWN', '无法识别该二维码') } });
    expect(await openScannedCode(unknown.store.dispatch, 'what', built, async (next) => void opened.push(next))).toBeNull();
    expect(unknown.ui.toasts).toEqual(['无法识别该二维码']);
    const outside = screenStore({ answers: { 'scan/router': () => okAnswer({ page: 'https://evil.example', query: {} }) } });
    expect(await openScannedCode(outside.store.dispatch, 'HOUSE-1', built, async (next) => void opened.push(next))).toBeNull();
    expect(opened).toEqual([]);
  });
});
