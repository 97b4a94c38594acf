import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { fakePhotos } from '@screens/platform/photos';
import { navigation } from '@screens/platform/navigation';
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

function open(add: () => ReturnType<typeof okAnswer>) {
  return openScreen(RepairAddPage, {
    answers: {
      'work-order-setting/v1': () => okAnswer(repairSetting),
      'work-order-setting/v1/time': () => okAnswer(visitTime),
      'contract/list': () => okAnswer([rentedContract(), rentedContract({ id: '6', status: 'checked_out', house: { ...rentedContract().house, title: '退租的房间' } })]),
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
