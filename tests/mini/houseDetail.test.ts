import type { HouseDetail } from '../../packages/core-domain/src';
import { type MiniProgram, type Platform, textContent } from '../../packages/mp-harness/src';
import { launchBuilt, platforms, waitFor } from '../support/mini';
import { startServer, type RunningServer } from '../support/server';

// House detail in the built WeChat and Alipay bundles: it renders from the server, shares a card with the id
// only, calls the manager, opens the map at the house's coordinates and downloads and opens the PDF.
let server: RunningServer;
let running: MiniProgram | undefined;
let house: HouseDetail;

const HOUSE_ID = 'h000001';
const DETAIL_ENTRY = `/pages/house_detail/index?id=${HOUSE_ID}`;

beforeAll(async () => {
  server = await startServer();
  house = await server.getData<HouseDetail>(`/tapp/v2/aster/common/houses/${HOUSE_ID}`);
});

afterAll(async () => {
  await server?.close();
});

afterEach(() => {
  running?.close();
  running = undefined;
});

/** Waits until the current page shows `text`. */
async function waitForText(app: MiniProgram, text: string): Promise<void> {
  await waitFor(app, `"${text}"`, () => app.currentPage().findAllByText(text).length > 0, 5000);
}

type Options = Record<string, unknown> & { success?: (result: unknown) => void; fail?: (error: unknown) => void };

/** Fake platform APIs that record their calls and answer like the platform (asynchronously). */
function fakeApis(answers: Record<string, (options: Options) => { ok: boolean; result?: unknown }>) {
  const calls: Record<string, Options[]> = {};
  const apis: Record<string, (...args: unknown[]) => unknown> = {};
  for (const [name, answer] of Object.entries(answers)) {
    apis[name] = (raw: unknown) => {
      const options = raw as Options;
      (calls[name] ??= []).push(options);
      const { ok, result } = answer(options);
      setImmediate(() => (ok ? options.success?.(result ?? {}) : options.fail?.({ errMsg: `${name}:fail`, errorMessage: `${name}:fail` })));
      return name === 'downloadFile' ? { onProgressUpdate: (listener: (event: { progress: number }) => void) => setImmediate(() => listener({ progress: 40 })) } : undefined;
    };
  }
  return { apis, calls };
}

describe.each(platforms)('house detail in the built %s mini-program', (platform: Platform) => {
  const ali = platform === 'ali';
  const launch = async (apis: Record<string, (...args: unknown[]) => unknown> = {}, entry = DETAIL_ENTRY) => {
    const app = await launchBuilt(platform, server, { loginCode: null, entry, apis });
    running = app;
    await waitForText(app, house.title);
    return app;
  };

  it('renders the house from the server with its rent, pay rule and store', async () => {
    const app = await launch();
    const page = app.currentPage();
    expect(page.route).toBe('pages/house_detail/index');
    expect(textContent(page.findByClass('hd-payrule'))).toBe('押一付一');
    page.findByText(house.store.managerName);
    page.findByText(house.address);
    expect(page.findAllByType('image').map((node) => node.props.src)).toEqual(expect.arrayContaining(house.photos.map((photo) => photo.url)));
    expect(app.errors).toEqual([]);
  });

  it('answers onShareAppMessage with the title and rent, the cover and a path with the id only', async () => {
    const app = await launch();
    const share = app.currentPage().instance.onShareAppMessage;
    expect(typeof share).toBe('function');
    const payload = (share as (options: unknown) => unknown).call(app.currentPage().instance, { from: 'menu' });
    expect(payload).toEqual({
      title: `${house.title} ¥${Number(house.rent).toLocaleString('en-US')}/月`,
      path: `/pages/house_detail/index?id=${HOUSE_ID}`,
      imageUrl: house.coverUrl,
    });
  });

  it('calls the manager with makePhoneCall', async () => {
    const fake = fakeApis({ makePhoneCall: () => ({ ok: true }) });
    const app = await launch(fake.apis);
    await app.currentPage().tap(app.currentPage().findByTestId('call-manager'));
    await app.settle();
    const call = fake.calls.makePhoneCall?.[0];
    expect(ali ? call?.number : call?.phoneNumber).toBe(house.store.managerPhone);
  });

  it('opens the map at the house’s coordinates with openLocation', async () => {
    const fake = fakeApis({ openLocation: () => ({ ok: true }) });
    const app = await launch(fake.apis);
    await app.currentPage().tap(app.currentPage().findByTestId('house-location'));
    await app.settle();
    const call = fake.calls.openLocation?.[0];
    expect(Number(call?.latitude)).toBe(house.lat);
    expect(Number(call?.longitude)).toBe(house.lon);
    expect(call).toMatchObject({ address: house.address });
    expect(app.toasts.map((toast) => toast.title)).not.toContain('位置获取失败');
  });

  it('shows photos in the platform viewer at the tapped one', async () => {
    const fake = fakeApis({ previewImage: () => ({ ok: true }) });
    const app = await launch(fake.apis);
    await app.currentPage().tap(app.currentPage().findByTestId('photo-1'));
    await app.settle();
    const call = fake.calls.previewImage?.[0];
    expect(call?.urls).toEqual(house.photos.map((photo) => photo.url));
    expect(call?.current).toBe(ali ? 1 : house.photos[1]?.url);
  });

  it('downloads the house document and opens it as a PDF; a failed download says 下载失败', async () => {
    const fake = fakeApis({
      downloadFile: () => ({ ok: true, result: ali ? { apFilePath: 'https://resource/doc.pdf' } : { tempFilePath: 'wxfile://tmp/doc.pdf', statusCode: 200 } }),
      openDocument: () => ({ ok: true }),
    });
    const app = await launch(fake.apis);
    await app.currentPage().tap(app.currentPage().findByTestId('document-entry'));
    await app.settle();
    const pdfPage = app.currentPage();
    expect(pdfPage.route).toBe('pages/show_pdf/index');
    await waitForText(app, '文件已在阅读器中打开，返回后可再次查看。');
    expect(fake.calls.downloadFile?.[0]?.url).toBe(house.documentUrl);
    expect(fake.calls.openDocument?.[0]).toMatchObject({ fileType: 'pdf', filePath: ali ? 'https://resource/doc.pdf' : 'wxfile://tmp/doc.pdf' });

    app.close();
    const failing = fakeApis({ downloadFile: () => ({ ok: false }), openDocument: () => ({ ok: true }) });
    const entry = `/pages/show_pdf/index?url=${encodeURIComponent(house.documentUrl ?? '')}&title=${encodeURIComponent('房屋资料')}`;
    const again = await launchBuilt(platform, server, { loginCode: null, entry, apis: failing.apis });
    running = again;
    await waitForText(again, '下载失败');
    expect(failing.calls.openDocument).toBeUndefined();
  });
});
