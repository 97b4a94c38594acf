import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { DEFAULT_SPLIT_RULES } from '@aster/core-domain';
import { openScreen } from '@screens/testing/openScreen';
import { billOf } from '@screens/features/bills/testing';
import BillSplitApplyPage from './BillSplitApplyPage';

jest.mock('remax', () => ({ useQuery: () => ({ id: '42' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const options = (patch: Record<string, unknown> = {}) =>
  okAnswer({ billId: '42', title: '房租（2026-12-01至2027-02-28）', amount: '8730.01', dueDate: '2026-11-24', today: '2026-11-21', rules: DEFAULT_SPLIT_RULES, counts: [2, 3, 6], problem: null, ...patch });

describe('bill_split_apply', () => {
  it('shows the schedule of the count chosen before sending (the odd fen on the first), and sends it once per key', async () => {
    let refuse = true;
    const page = await openScreen(BillSplitApplyPage, {
      answers: {
        '/bill/42/split-options': () => options(),
        '/bill/42/split': () => (refuse ? businessErrorAnswer(null, null, 503) : okAnswer({ original: billOf({ id: '42', status: 'split' }), fee: '0.00', splitAt: '2026-11-21T09:00:00+08:00', instalments: [] })),
      },
    });
    expect(page.byTestId('split-count-3')?.props['aria-checked']).toBe(true);
    expect(page.byTestId('split-instalment-1')?.children.length).toBeGreaterThan(0);
    expect(page.text()).toContain('第1期 · 2026-11-24到期¥2,910.01');
    expect(page.text()).toContain('第3期 · 2027-01-24到期¥2,910.00');
    expect(page.text()).toContain('免费');
    await page.tap('split-count-6');
    expect(page.text()).toContain('第6期 · 2027-04-24到期¥1,455.00');
    expect(page.text()).toContain('第1期 · 2026-11-24到期¥1,455.01');

    await page.tap('split-submit');
    await page.settle();
    expect(String(page.currentPage())).not.toContain('bill_split_origin');
    refuse = false;
    await page.tap('split-submit');
    await page.settle();
    const sent = page.sent('/bill/42/split').map((request) => JSON.parse(String(request.data)) as { count: number; requestKey: string });
    expect(sent.map((body) => body.count)).toEqual([6, 6]);
    expect(sent[1]?.requestKey).toBe(sent[0]?.requestKey);
    expect(page.currentPage()).toBe('/pages/bill/bill_split_origin/index?id=42');
    page.unmount();
  });

  it('says why a bill cannot be split, with nothing to send', async () => {
    const page = await openScreen(BillSplitApplyPage, { answers: { '/bill/42/split-options': () => options({ counts: [], problem: '账单逾期超过3天，请先缴清后再申请分期' }) } });
    expect(page.byTestId('split-problem')?.children).toEqual(['账单逾期超过3天，请先缴清后再申请分期']);
    expect(page.byTestId('split-submit')).toBeUndefined();
    page.unmount();
  });
});
