import { okAnswer } from '@aster/core-api/testing';
import { openPage, tenantSession } from '@screens/features/identity/testing/openPage';
import { fakePhotos } from '@screens/platform/photos';
import { navigation } from '@screens/platform/navigation';
import UserIdImgPage from './UserIdImgPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));
jest.mock('@screens/features/identity/identity.css', () => ({}));

const uploaded = (id: string) => Promise.resolve({ status: 200, body: JSON.stringify({ errorCode: '0', message: '', data: { id, size: 100 } }) });
const body = (request: { data?: unknown }) => JSON.parse(String(request.data)) as Record<string, unknown>;

describe('user-idimg', () => {
  beforeEach(() => fakePhotos.reset());

  it('sends a tenant without a real name to user_authentication first', async () => {
    const page = await openPage(UserIdImgPage);
    expect(page.text()).toContain('请先完成实名认证');
    await page.tap('idimg-go-auth');
    expect(navigation.currentPage()).toBe('/pages/user/user_authentication/index');
  });

  it('shows the photos on file, and saves both sides once each is uploaded again', async () => {
    fakePhotos.next = [{ path: 'front-new.jpg' }];
    fakePhotos.answer = () => uploaded('F'.repeat(24));
    const onFile = (id: string, kind: string) => ({ id, kind, dataUrl: 'data:image/jpeg;base64,AAAA' });
    const page = await openPage(
      UserIdImgPage,
      { 'identity/id-photos': (request) => okAnswer(request.method.toUpperCase() === 'GET' ? { front: onFile('a'.repeat(24), 'id_front'), back: onFile('b'.repeat(24), 'id_back') } : { front: null, back: null }) },
      tenantSession({ truth: 1, authBinding: 1 }),
    );
    await page.settle();
    expect(page.byTestId('idimg-id_front')?.props['data-status']).toBe('done');
    expect(page.byTestId('idimg-id_back')?.props['data-status']).toBe('done');
    await page.tap('idimg-id_front-camera');
    await page.settle();
    await page.tap('idimg-save');
    await page.settle();
    const saved = page.sent('identity/id-photos').filter((request) => request.method.toUpperCase() === 'POST');
    expect(body(saved[0] ?? {})).toEqual({ frontId: 'F'.repeat(24), backId: 'b'.repeat(24) });
  });
});
