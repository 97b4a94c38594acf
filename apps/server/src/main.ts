import path from 'node:path';
import { demoUsers } from './auth/seed';
import { productionConfigProblems, serverConfigFromEnv } from './config';
import { parseFaultHeader } from './http/faults';
import { DEV_CAPTCHA_CODE_PATH, DEV_SMS_CODE_PATH } from './http/devCodes';
import { buildServer } from './server';

// `npx tsx apps/server/src/main.ts`. Environment: PORT (8080), HOST (127.0.0.1), ASTER_DB (apps/server/data/aster.db),
// ASTER_H5_DIR (apps/h5/dist), ASTER_DEMO=1 (the demo logins), ASTER_DEV=1 (all dev flags) or ASTER_DEV_CODES=1 / ASTER_DEV_FAULTS=1,
// ASTER_FAULTS="latency=300" (faults on every API call), ASTER_SESSION_TTL_MINUTES (7 days), LOG_LEVEL (info); the public
// origin, trusted proxies, limits and timeouts: src/config.ts (CONFIG_ENV).
async function main(): Promise<void> {
  const env = process.env;
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '127.0.0.1';
  const dev = env.ASTER_DEV === '1';
  const faults = env.ASTER_FAULTS ? parseFaultHeader(env.ASTER_FAULTS) : undefined;
  if (faults === null) throw new Error(`ASTER_FAULTS is not a fault list (e.g. "latency=300;status=503"): ${env.ASTER_FAULTS}`);
  const devFlags = {
    exposeCodes: dev || env.ASTER_DEV_CODES === '1',
    faultHeader: dev || env.ASTER_DEV_FAULTS === '1',
    demoLogins: dev || env.ASTER_DEMO === '1',
  };
  const config = serverConfigFromEnv(env);
  // Production is a start with no dev flag and no demo: it takes no dev default for a secret.
  const production = !Object.values(devFlags).some(Boolean);
  const problems = production ? productionConfigProblems(config) : [];
  if (problems.length > 0) throw new Error(`Refusing to start in production mode: ${problems.join('; ')}`);
  const { app } = await buildServer({
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
  const lines = [
    '',
    `Aster 已启动：${url}`,
    `登录：手机号 ${demoUsers.tenant.mobile}，图形验证码照图输入，短信验证码会打印在本窗口的服务器日志里（“短信验证码 …”）。`,
    `      ${demoUsers.frozen.mobile} 是一个被冻结的账号（演示 ALERT 弹窗）。`,
  ];
  if (dev || env.ASTER_DEV_CODES === '1') {
    lines.push(`开发模式：GET ${origin}${DEV_SMS_CODE_PATH}?mobile=… 读取最近一条短信验证码，${DEV_CAPTCHA_CODE_PATH}?captchaId=… 读取图形验证码。`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  process.exit(1);
});
