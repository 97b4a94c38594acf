import path from 'node:path';
import { demoUsers } from './auth/seed';
import { serverConfigFromEnv } from './config';
import { ASTER_API_VARIABLE, ASTER_ENV_VARIABLE, apiModeFrom, asterEnvFrom } from './env';
import { providersFromEnv } from './outside/fromEnv';
import { devFlagsFor, productionProblems } from './production';
import { parseFaultHeader } from './http/faults';
import { DEV_CAPTCHA_CODE_PATH, DEV_SMS_CODE_PATH } from './http/devCodes';
import { DEMO_OPERATORS } from './operator/seed';
import { buildServer } from './server';

// `npx tsx apps/server/src/main.ts`. Environment: ASTER_ENV (production, demo, development or test: src/env.ts; required),
// ASTER_API (full or spec: only spec section 7's calls, src/env.ts), PORT (8080), HOST (127.0.0.1), ASTER_DB (apps/server/data/aster.db), ASTER_H5_DIR (apps/h5/dist), ASTER_DEV_CODES=1 /
// ASTER_DEV_FAULTS=1 (those dev flags in a demo start), ASTER_DEMO=0 (no demo logins in a demo start), ASTER_FAULTS="latency=300"
// (faults on every API call), ASTER_SESSION_TTL_MINUTES (7 days), LOG_LEVEL (info); the public origin, trusted proxies, limits
// and timeouts: src/config.ts (CONFIG_ENV); the outside systems: src/outside/fromEnv.ts.
/** A start refused for its settings: the message is the whole story, no stack trace. */
class StartRefused extends Error {}

async function main(): Promise<void> {
  const env = process.env;
  const mode = asterEnvFrom(env);
  const api = apiModeFrom(env);
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '127.0.0.1';
  const faults = env.ASTER_FAULTS ? parseFaultHeader(env.ASTER_FAULTS) : undefined;
  if (faults === null) throw new Error(`ASTER_FAULTS is not a fault list (e.g. "latency=300;status=503"): ${env.ASTER_FAULTS}`);
  const devFlags = devFlagsFor(mode, env);
  const config = serverConfigFromEnv(env);
  const outside = providersFromEnv(env);
  const problems = [...outside.problems, ...(mode === 'production' ? productionProblems({ env, config, devFlags, providers: outside.providers }) : [])];
  if (problems.length > 0) throw new StartRefused(`Refusing to start (${ASTER_ENV_VARIABLE}=${mode}):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  const { app, db } = await buildServer({
    mode,
    api,
    providers: outside.providers,
    dbPath: env.ASTER_DB ?? path.resolve(__dirname, '../data/aster.db'),
    h5Dir: env.ASTER_H5_DIR,
    devFlags,
    faults,
    config,
    logger: { level: env.LOG_LEVEL ?? 'info' },
    sessionTtlMs: env.ASTER_SESSION_TTL_MINUTES ? Number(env.ASTER_SESSION_TTL_MINUTES) * 60 * 1000 : undefined,
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
  // PORT=0 picks a free port: the URL printed is the one really listened on.
  const origin = await app.listen({ port, host });
  const url = `${origin}/aster/`;
  if (mode === 'production') {
    process.stdout.write(`Aster 已启动（生产模式）：${url}\n`);
    // Production seeds no operator: without one, the transfers, withdrawals and work orders waiting on staff never move.
    if (db.prepare('SELECT 1 FROM operators WHERE disabled = 0 LIMIT 1').get() === undefined) {
      process.stdout.write('尚无可用的运营账号：请用 npx tsx apps/server/src/operator/cli.ts add <用户名> manager 创建（见 apps/server/README.md）。\n');
    }
    return;
  }
  const lines = [
    '',
    `Aster ${mode === 'demo' ? '演示' : '开发'}服务已启动（${ASTER_ENV_VARIABLE}=${mode}：模拟支付、模拟登录与短信，演示数据，切勿用于真实租客）：${url}`,
    `登录：手机号 ${demoUsers.tenant.mobile}，点“获取验证码”（若出现图形验证码则照图输入），短信验证码会打印在本窗口的服务器日志里（“短信验证码 …”）。`,
    `      ${demoUsers.frozen.mobile} 是一个被冻结的账号（演示 ALERT 弹窗）。`,
    ...(api === 'spec' ? [`${ASTER_API_VARIABLE}=spec：只提供规格第 7 节的接口，其余扩展接口一律 404（App 显示“运营方暂未开通此功能”）。`] : []),
    `运营后台：POST ${origin}/operator/v1/login，演示账号 ${DEMO_OPERATORS.manager.username} / ${DEMO_OPERATORS.manager.password}（店长；财务、维修账号见 apps/server/README.md）。`,
  ];
  if (devFlags.exposeCodes) {
    lines.push(`开发模式：GET ${origin}${DEV_SMS_CODE_PATH}?mobile=… 读取最近一条短信验证码，${DEV_CAPTCHA_CODE_PATH}?captchaId=… 读取图形验证码。`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  const text = error instanceof StartRefused ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`${text}\n`);
  process.exit(1);
});
