import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { fakePhotos } from '@screens/platform/photos';
import { clock } from '@screens/platform/clock';
import { navigation } from '@screens/platform/navigation';
import { shownUi } from '@screens/platform/ui';
import { scrolledFields } from '@screens/ui/fieldScroll';
import { openScreen } from '@screens/testing/openScreen';
import { askedTemplates } from '@screens/features/workOrder/progressMessages';
import { rentedContract, repairOrder, repairSetting, visitTime } from '@screens/features/workOrder/testing';
import RepairAddPage from './RepairAddPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/ui/kit.css', () => ({}));
jest.mock('@screens/features/booking/booking.css', () => ({}));
jest.mock('@screens/features/workOrder/workOrder.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const uploaded = (id: string) => Promise.resolve({ status: 200, body: JSON.stringify({ errorCode: '0', message: 'ok', data: { id, size: 100 } }) });

const leftRoom = rentedContract({ id: '6', status: 'checked_out', house: { ...rentedContract().house, title: '退租的房间' } });
/** The next room of a tenant moving on: signed, starting after the current lease. */
const nextRoom = rentedContract({ id: '7', status: 'to_move_in', startDate: '2027-06-01', endDate: '2028-05-31', house: { ...rentedContract().house, title: '徐汇 · 下一间' } });

function open(add: () => ReturnType<typeof okAnswer>, contracts = [rentedContract(), leftRoom]) {
  return openScreen(RepairAddPage, {
    answers: {
      'work-order-setting/v1': () => okAnswer(repairSetting),
      'work-order-setting/v1/time': () => okAnswer(visitTime),
      'contract/list': () => okAnswer(contracts),
      'work-order/add': add,
    },
  });
}

describe('repair add', () => {
  beforeEach(() => fakePhotos.reset());

  it('sends a leak with three photos (one retried alone) and a visit slot, keeps everything when sending fails, then offers progress messages', async () => {
    let attempts = 0;
    const page = await open(() => (++attempts === 1 ? businessErrorAnswer('WORK_ORDER_VISIT', '请选择可预约的上门时间') : okAnswer(repairOrder({ id: '31' }))));
    // The only rented room is chosen; a room left is not offered.
    expect(page.text()).not.toContain('退租的房间');
    await page.tap('wo-submit');
    expect(page.alerts().join()).toContain('请选择问题类型');
    expect(page.sent('work-order/add')).toHaveLength(0);

    await page.tap('wo-category-水管漏水');
    await page.type('wo-description', '厨房水槽下面漏水');
    let uploads = 0;
    fakePhotos.answer = () => (++uploads === 2 ? Promise.reject(new Error('offline')) : uploaded(`photo-${String(uploads).padStart(16, '0')}`));
    for (const name of ['a', 'b', 'c']) {
      fakePhotos.next.push({ path: `file://${name}.jpg` });
      await page.tap('wo-photo-album');
    }
    expect(page.byTestId('wo-photo-1')?.props['data-status']).toBe('failed');
    await page.tap('wo-submit');
    expect(page.text()).toContain('有照片上传失败，请重试或删除');
    await page.tap('wo-photo-1-retry');
    expect(['wo-photo-0', 'wo-photo-1', 'wo-photo-2'].map((id) => page.byTestId(id)?.props['data-status'])).toEqual(['done', 'done', 'done']);
    expect(fakePhotos.uploads.map((upload) => upload.request.fields.kind)).toEqual(['work_order', 'work_order', 'work_order', 'work_order']);

    await page.tap('wo-submit');
    expect(page.alerts().join()).toContain('请选择上门时间');
    await page.tap('wo-slot-1');
    await page.tap('wo-submit');
    expect(page.text()).toContain('请选择可预约的上门时间');
    // Nothing typed is lost.
    expect(page.value('wo-description')).toBe('厨房水槽下面漏水');
    expect(page.byTestId('wo-photo-2')?.props['data-status']).toBe('done');

    await page.tap('wo-submit');
    const sent = page.sent('work-order/add').map((request) => JSON.parse(request.data ?? '{}') as Record<string, unknown>);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ kind: 'repair', contractId: '5', category: '水管漏水', contactPhone: '13800138000', photoIds: ['photo-0000000000000001', 'photo-0000000000000004', 'photo-0000000000000003'] });
    expect(Number(sent[1]?.visitEnd) - Number(sent[1]?.visitStart)).toBe(4 * 3600_000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(askedTemplates.at(-1)).toEqual(['wo-accepted', 'wo-assigned', 'wo-done']);
    expect(navigation.currentPage()).toBe('/pages/service/pages/repair/detail?id=31');
    page.unmount();
  });

  it('stops at the first wrong field the page shows: scrolls to it and names it where the tenant is looking', async () => {
    const page = await open(() => okAnswer(repairOrder()));
    const scrolled = scrolledFields.length;
    await page.tap('wo-submit');
    // 问题类型 comes first on the page; the phone is right (the account's).
    expect(scrolledFields.slice(scrolled)).toHaveLength(1);
    expect(scrolledFields.at(-1)).toMatch(/-category$/);
    expect(page.root.findAll((node) => node.props.id === scrolledFields.at(-1) && typeof node.type === 'string')).toHaveLength(1);
    expect(shownUi.at(-1)).toEqual({ kind: 'toast', text: '请选择问题类型' });

    await page.tap('wo-category-电路故障');
    await page.type('wo-description', '插座坏了');
    await page.tap('wo-slot-0');
    await page.type('wo-phone', '1380');
    await page.tap('wo-submit');
    expect(scrolledFields.at(-1)).toMatch(/-contactPhone$/);
    expect(shownUi.at(-1)).toEqual({ kind: 'toast', text: '联系电话：请输入正确的手机号' });
    expect(page.sent('work-order/add')).toHaveLength(0);
    page.unmount();
  });

  it('chooses the room lived in today, not a lease that has not started', async () => {
    const now = jest.spyOn(clock, 'now').mockReturnValue(Date.parse('2026-12-02T04:00:00Z'));
    const page = await open(() => okAnswer(repairOrder()), [nextRoom, rentedContract()]);
    expect(page.byTestId('wo-room-5')?.props['aria-checked']).toBe(true);
    expect(page.byTestId('wo-room-not-started')).toBeUndefined();
    // Choosing the next room says it has not started.
    await page.tap('wo-room-7');
    expect(page.text()).toContain('该租约2027-06-01起租，尚未开始');
    page.unmount();
    now.mockRestore();
  });

  it('chooses the nearest lease to start when none runs today, and says so', async () => {
    const now = jest.spyOn(clock, 'now').mockReturnValue(Date.parse('2026-12-02T04:00:00Z'));
    const page = await open(() => okAnswer(repairOrder()), [nextRoom]);
    expect(page.byTestId('wo-room-7')?.props['aria-checked']).toBe(true);
    expect(page.text()).toContain('该租约2027-06-01起租，尚未开始，请确认是否为这间房报修');
    page.unmount();
    now.mockRestore();
  });

  it('refuses a description with emoji in the rule words', async () => {
    const page = await open(() => okAnswer(repairOrder()));
    await page.tap('wo-category-电路故障');
    await page.type('wo-description', '插座坏了😭');
    await page.tap('wo-slot-0');
    await page.tap('wo-submit');
    expect(page.alerts().join()).toContain('问题描述不能包含表情符号');
    expect(page.sent('work-order/add')).toHaveLength(0);
    page.unmount();
  });
});
