import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');

export type BuiltApp = 'wechat' | 'alipay' | 'h5';

/**
 * The production build of an app (apps/<app>/dist). These tests meet the built apps, never the sources: a
 * missing build fails here, with the command that makes it, instead of as a puzzling page or launch error.
 * ASTER_BUILT_APPS=<folder> points at copies in <folder>/<app> instead (a build kept aside while the tree
 * is being rebuilt).
 */
export function builtAppDir(app: BuiltApp): string {
  const copies = process.env.ASTER_BUILT_APPS;
  const dir = copies ? path.resolve(copies, app) : path.join(repoRoot, 'apps', app, 'dist');
  const marker = path.join(dir, app === 'h5' ? 'index.html' : 'app.json');
  if (!fs.existsSync(marker)) {
    throw new Error(`${app} has not been built (${marker} is missing): run scripts/build-apps.sh (npm test builds before jest)`);
  }
  return dir;
}
