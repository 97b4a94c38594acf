import { act } from 'react-test-renderer';
import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import type { TransportRequest } from '@aster/core-api';
import type { Handover, HandoverItem } from '@aster/core-domain';
import { openLeasePage } from '@screens/features/leaseEnding/testing/openLeasePage';
import PropertyDeliveriesPage from './PropertyDeliveriesPage';

jest.mock('remax', () => ({ useQuery: () => ({ contractId: '4' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/features/booking/booking.css', () => ({}));
jest.mock('@screens/features/lease/lease.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const line = (over: Partial<HandoverItem>): HandoverItem => ({ id: '1', category: 'item', name: '书桌椅', quantity: 1, condition: '桌面右侧有轻微划痕', reading: null, unit: null, photos: ['https://api.test/files/handover/1/1.png?expires=1&ticket=t'], state: 'pending', ...over });
const handover = (items: HandoverItem[]): Handover => ({ contractId: '4', handedOverOn: '2026-11-20', managerName: '王管家', items, complete: items.every((item) => item.state === 'confirmed') });

describe('property_deliveries', () => {
  it('needs a reason to dispute, keeps what was typed when sending fails, then sends the dispute', async () => {
    let items = [line({}), line({ id: '2', category: 'meter', name: '电表', quantity: null, reading: '1024.6', unit: '度', condition: '表计正常' })];
    let fail = true;
    const page = await openLeasePage(PropertyDeliveriesPage, [
      ['handover/4/answer', (request: TransportRequest) => {
        if (fail) return businessErrorAnswer('-1', null, 503);
        const body = JSON.parse(String(request.data)) as { itemId: string; decision: string; reason?: string };
        items = items.map((item) => (item.id === body.itemId ? { ...item, state: body.decision === 'confirm' ? 'confirmed' : 'disputed', disputeReason: body.reason ?? null } : item));
        return okAnswer(handover(items));
      }],
      ['contract/check-in/4', () => okAnswer(handover(items))],
    ]);
    expect(page.text()).toContain('读数 1024.6度');
    await page.tap('delivery-dispute-1');
    await page.tap('delivery-send-1');
    expect(page.text()).toContain('请填写异议原因');
    expect(page.sent('handover/4/answer')).toHaveLength(0);

    await act(async () => {
      page.byTestId('delivery-reason-1')?.props.onInput({ target: { value: '划痕比描述的更深' } });
    });
    await page.tap('delivery-send-1');
    expect(page.sent('handover/4/answer')).toHaveLength(1);
    expect(page.byTestId('delivery-reason-1')?.props.value).toBe('划痕比描述的更深');

    fail = false;
    await page.tap('delivery-send-1');
    await page.settle();
    expect(JSON.parse(String(page.sent('handover/4/answer')[1]?.data))).toEqual({ itemId: '1', decision: 'dispute', reason: '划痕比描述的更深' });
    expect(page.byTestId('handover-state-1')?.children.join('')).toBe('有异议');
    expect(page.text()).toContain('异议：划痕比描述的更深');

    await page.tap('delivery-confirm-2');
    await page.settle();
    expect(page.byTestId('handover-state-2')?.children.join('')).toBe('已确认');
    expect(page.byTestId('delivery-confirm-2')).toBeUndefined();
    page.unmount();
  });

  it('says so when the manager has not recorded the handover yet', async () => {
    const page = await openLeasePage(PropertyDeliveriesPage, [['contract/check-in/4', () => okAnswer(null)]]);
    expect(page.text()).toContain('管家尚未办理物业交割');
    page.unmount();
  });
});
