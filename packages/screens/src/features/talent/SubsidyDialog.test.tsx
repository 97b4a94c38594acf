import type { TransportRequest } from '@aster/core-api';
import { okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import { navigation } from '../../platform/navigation';
import { SubsidyDialog } from './SubsidyDialog';

jest.mock('remax/one', () => ({ View: 'view', Text: 'text' }));

const OFFER = {
  show: true,
  dialogId: 'talent-rent-subsidy',
  title: '人才安居租房补贴',
  highlight: '租金低至市场价7折',
  content: '本科及以上学历的人才可申请入住人才公寓。',
  actionText: '了解详情',
  page: '/pages/talent/talent_home/index',
};
const answers = (offer: Record<string, unknown>) => ({ 'dialog/getSubsidy/setting': () => okAnswer(offer) });
const saved = (request: TransportRequest | undefined) => JSON.parse(request?.data ?? '{}') as Record<string, unknown>;

describe('SubsidyDialog', () => {
  it('shows the offer and, on 了解详情, records the answer and opens the talent page', async () => {
    await navigation.reLaunch('/pages/mine/index');
    const screen = await openScreen(SubsidyDialog, { answers: answers(OFFER) });
    expect(screen.text()).toContain('人才安居租房补贴');
    expect(screen.text()).toContain('租金低至市场价7折');
    await screen.tap('subsidy-dialog-accept');
    expect(saved(screen.sent('dialog/save')[0])).toEqual({ dialogId: 'talent-rent-subsidy', answer: 'accepted' });
    expect(screen.byTestId('subsidy-dialog')).toBeUndefined();
    expect(screen.currentPage()).toBe('/pages/talent/talent_home/index');
    screen.unmount();
  });

  it('closes for now or for good with the answer saved, and stays on 我的', async () => {
    await navigation.reLaunch('/pages/mine/index');
    for (const [button, answer] of [['subsidy-dialog-close', 'closed'], ['subsidy-dialog-never', 'never']] as const) {
      const screen = await openScreen(SubsidyDialog, { answers: answers(OFFER) });
      await screen.tap(button);
      expect(saved(screen.sent('dialog/save')[0])).toEqual({ dialogId: 'talent-rent-subsidy', answer });
      expect(screen.byTestId('subsidy-dialog')).toBeUndefined();
      expect(screen.currentPage()).toBe('/pages/mine/index');
      screen.unmount();
    }
  });

  it('shows nothing when the server says no, and never follows a page outside the app', async () => {
    const hidden = await openScreen(SubsidyDialog, { answers: answers({ show: false }) });
    expect(hidden.byTestId('subsidy-dialog')).toBeUndefined();
    hidden.unmount();
    const outside = await openScreen(SubsidyDialog, { answers: answers({ ...OFFER, page: 'https://evil.example/x' }) });
    expect(outside.byTestId('subsidy-dialog')).toBeDefined();
    expect(outside.byTestId('subsidy-dialog-accept')).toBeUndefined();
    outside.unmount();
  });
});
