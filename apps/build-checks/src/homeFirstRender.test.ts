import type { Platform } from '../../../packages/mp-harness/src';
import { useBuiltMiniPrograms } from './builtMiniPrograms';
import { FIRST_RENDER_BUDGET_BYTES } from './setDataBudgets';

// Issue 10's budget for the home page's first render in the built WeChat and Alipay bundles: the bytes of the first
// setData ($spliceData on Alipay) a guest's launch sends. scripts/bench/homeFirstRender.ts prints the same figure.
const programs = useBuiltMiniPrograms();

describe.each<Platform>(['wechat', 'ali'])('the home page of the built %s bundle', (platform) => {
  it(`sends at most ${FIRST_RENDER_BUDGET_BYTES} B in its first render`, async () => {
    const app = await programs.launch(platform, { loginCode: null });
    await app.settle();
    const first = app.currentPage().firstRender;
    expect(first).toBeDefined();
    const bytes = first?.bytes ?? 0;
    if (bytes > FIRST_RENDER_BUDGET_BYTES) throw new Error(`home first render: ${bytes} B, budget ${FIRST_RENDER_BUDGET_BYTES} B`);
  });
});
