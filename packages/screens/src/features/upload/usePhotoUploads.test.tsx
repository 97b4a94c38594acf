import * as React from 'react';
import { Provider } from 'react-redux';
import TestRenderer, { act, type ReactTestRenderer } from 'react-test-renderer';
import { setupStore } from '@aster/core-api';
import { FakeClock, FakeNavigator, FakeTransport, FakeUi, flushPromises } from '@aster/core-api/testing';
import { initialSessionState } from '@aster/core-domain';
import { fakePhotos } from '@screens/platform/photos';
import type { PhotoUploadAnswer, PhotoUploadRequest } from '@screens/platform/photoTypes';
import { textOf } from '@screens/testing/renderedText';
import { PhotoSlot } from './PhotoSlot';
import { UPLOAD_NETWORK_FAILED } from './uploadPhoto';
import { usePhotoUploads } from './usePhotoUploads';

jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));

const ok = (id: string): PhotoUploadAnswer => ({ status: 200, body: JSON.stringify({ errorCode: '0', message: '操作成功', data: { id, size: 1234 } }) });

function IdCard() {
  const uploads = usePhotoUploads(['id_front', 'id_back'] as const);
  return (
    <>
      {(['id_front', 'id_back'] as const).map((kind) => (
        <PhotoSlot key={kind} label={kind} hint="拍摄完整清晰" state={uploads.slots[kind]} testId={kind} onChoose={(source) => void uploads.choose(kind, source)} onRetry={() => void uploads.retry(kind)} />
      ))}
    </>
  );
}

async function open() {
  const store = setupStore({
    ports: { transport: new FakeTransport(), clock: new FakeClock(), storage: { get: () => null, set: () => undefined, remove: () => undefined }, ui: new FakeUi(), navigator: new FakeNavigator() },
    config: { baseUrl: 'https://api.test', platform: 'h5' },
    preloadedState: { session: { ...initialSessionState, loginStatus: 'loggedIn', token: 'tenant-session', userId: '10001', companyId: '1001' } },
  });
  let renderer: ReactTestRenderer | undefined;
  await act(async () => {
    renderer = TestRenderer.create(
      <Provider store={store}>
        <IdCard />
      </Provider>,
    );
    await flushPromises();
  });
  const root = (renderer as ReactTestRenderer).root;
  const byTestId = (id: string) => root.findAll((node) => node.props['data-testid'] === id && typeof node.type === 'string')[0];
  const tap = async (id: string) => {
    await act(async () => {
      byTestId(id)?.props.onTap();
      await flushPromises();
    });
  };
  const status = (kind: string) => textOf(byTestId(`${kind}-status`) ?? root);
  return { byTestId, tap, status };
}

describe('photo uploads (features/upload)', () => {
  beforeEach(() => fakePhotos.reset());

  it('shrinks the photo, sends it with the app headers and the kind, shows its progress, then 已上传', async () => {
    const pending: { resolve: (answer: PhotoUploadAnswer) => void; request: PhotoUploadRequest }[] = [];
    fakePhotos.answer = (_photo, request) => new Promise((resolve) => pending.push({ resolve, request }));
    fakePhotos.next = [{ path: 'wxfile://front.jpg', size: 3_000_000 }];
    const page = await open();
    await page.tap('id_front-camera');
    expect(fakePhotos.uploads).toHaveLength(1);
    const [{ photo, request }] = fakePhotos.uploads as [(typeof fakePhotos.uploads)[number]];
    expect(photo.path).toBe('wxfile://front.jpg#small');
    expect(request.url).toBe('/tapp/v1/uploads/photo');
    expect(request.fields).toEqual({ kind: 'id_front' });
    expect(request.fileField).toBe('file');
    expect(request.headers).toMatchObject({ token: 'tenant-session', userId: '10001', companyId: '1001', platform: 'h5' });
    expect(Object.keys(request.headers).map((name) => name.toLowerCase())).not.toContain('content-type');
    await act(async () => {
      request.onProgress(42.4);
      await flushPromises();
    });
    expect(page.status('id_front')).toBe('上传中 42%');
    expect(page.byTestId('id_front-camera')?.props['aria-disabled']).toBe(true);
    await act(async () => {
      pending[0]?.resolve(ok('u'.repeat(32)));
      await flushPromises();
    });
    expect(page.status('id_front')).toBe('已上传');
    expect(page.byTestId('id_back')?.props['data-status']).toBe('empty');
  });

  it('keeps the other photo when one fails, says why, and its retry resends the same photo without asking again', async () => {
    fakePhotos.next = [{ path: 'front.jpg' }, { path: 'back.jpg' }];
    let failBack = true;
    fakePhotos.answer = (photo) => {
      if (photo.path.startsWith('back') && failBack) return Promise.reject(new Error('offline'));
      return Promise.resolve(ok(`${photo.path.startsWith('back') ? 'b' : 'f'}`.repeat(20)));
    };
    const page = await open();
    await page.tap('id_front-album');
    await page.tap('id_back-album');
    expect(page.status('id_front')).toBe('已上传');
    expect(page.status('id_back')).toBe('上传失败');
    expect(textOf(page.byTestId('id_back-error') ?? page.byTestId('id_back') ?? ({} as never))).toBe(UPLOAD_NETWORK_FAILED);
    failBack = false;
    await page.tap('id_back-retry');
    expect(page.status('id_back')).toBe('已上传');
    expect(page.status('id_front')).toBe('已上传');
    expect(fakePhotos.uploads.map((upload) => upload.photo.path)).toEqual(['front.jpg#small', 'back.jpg#small', 'back.jpg#small']);
  });

  it("shows the server's refusal (too large, wrong type) as it says it, and a cancel changes nothing", async () => {
    fakePhotos.answer = () => Promise.resolve({ status: 200, body: JSON.stringify({ errorCode: 'PHOTO_TYPE_INVALID', message: '仅支持 JPG 或 PNG 格式的照片', data: null }) });
    fakePhotos.next = [null, { path: 'scan.gif' }];
    const page = await open();
    await page.tap('id_front-album');
    expect(page.byTestId('id_front')?.props['data-status']).toBe('empty');
    await page.tap('id_front-album');
    expect(textOf(page.byTestId('id_front-error') ?? ({} as never))).toBe('仅支持 JPG 或 PNG 格式的照片');
    fakePhotos.answer = () => Promise.resolve({ status: 502, body: '<html>bad gateway</html>' });
    await page.tap('id_front-retry');
    expect(textOf(page.byTestId('id_front-error') ?? ({} as never))).toBe('未知错误，请稍后再试[-1]');
  });
});
