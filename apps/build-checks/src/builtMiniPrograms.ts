import fs from 'node:fs';
import path from 'node:path';
import { buildServer, type ServerOptions } from '../../server/src';
import { launchMiniProgram, type LaunchOptions, type MiniProgram, type Platform } from '../../../packages/mp-harness/src';

const appsDir = path.resolve(__dirname, '../..');
/** The built bundle of a platform (bash scripts/build-apps.sh wechat alipay). */
export const distOf = (platform: Platform) => path.join(appsDir, platform === 'wechat' ? 'wechat' : 'alipay', 'dist');

/** The harness's console for checks that read figures, not logs. */
export const quietConsole = { ...console, log: () => undefined, info: () => undefined, warn: () => undefined, debug: () => undefined } as Console;

/**
 * The built WeChat and Alipay bundles in the mini-program harness, their requests answered by one reference server
 * for the file; `launch` opens a bundle (closed after each test).
 */
export function useBuiltMiniPrograms(serverOptions: Partial<ServerOptions> = {}) {
  let server: Awaited<ReturnType<typeof buildServer>>;
  let origin = '';
  let running: MiniProgram | undefined;

  beforeAll(async () => {
    for (const platform of ['wechat', 'ali'] as const) {
      if (!fs.existsSync(path.join(distOf(platform), 'app.json'))) throw new Error(`${platform} is not built: run scripts/build-apps.sh wechat alipay`);
    }
    server = await buildServer({ dbPath: ':memory:', logger: false, ...serverOptions });
    origin = (await server.app.listen({ port: 0, host: '127.0.0.1' })).replace(/\/$/, '');
  });

  afterEach(() => {
    running?.close();
    running = undefined;
  });

  afterAll(async () => {
    await server.app.close();
  });

  return {
    launch: async (platform: Platform, options: Partial<LaunchOptions> = {}): Promise<MiniProgram> => {
      running = await launchMiniProgram({ platform, distDir: distOf(platform), apiBase: origin, console: quietConsole, ...options });
      return running;
    },
  };
}
