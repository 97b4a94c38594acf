import path from 'node:path';
import { systemClock } from '../clock';
import { serverConfigFromEnv } from '../config';
import { openDatabase } from '../db/database';
import { serverFeatures } from '../features';
import { createOperatorStore } from './operatorStore';
import { OPERATOR_PASSWORD_MAX_LENGTH, OPERATOR_ROLE_TEXT, OperatorRoleSchema, OperatorUsernameSchema } from './roles';

/**
 * The operator accounts of a database, from a shell on the server (production has no seed):
 *   npx tsx apps/server/src/operator/cli.ts add <username> <manager|finance|maintenance>
 *   npx tsx apps/server/src/operator/cli.ts password <username>
 *   npx tsx apps/server/src/operator/cli.ts disable|enable <username>
 *   npx tsx apps/server/src/operator/cli.ts list
 * The password comes from ASTER_OPERATOR_PASSWORD or the first line of stdin (typed unseen on a terminal), never from
 * the command line, where other users and the shell's history would see it. ASTER_DB names the database as for
 * src/main.ts; the schema steps are run, no demo data is seeded.
 */

const USAGE = '用法：cli.ts add <用户名> <manager|finance|maintenance> | password <用户名> | disable <用户名> | enable <用户名> | list';

export interface CliIo {
  env: NodeJS.ProcessEnv;
  /** The password when ASTER_OPERATOR_PASSWORD is not set. */
  readPassword: () => Promise<string>;
  out: (line: string) => void;
}

/** Runs one command; answers the exit status (what it did or what was wrong is written through `out`). */
export async function runOperatorCli(args: readonly string[], io: CliIo): Promise<number> {
  const [command, name, roleText] = args;
  const config = serverConfigFromEnv(io.env);
  const fail = (message: string) => {
    io.out(message);
    return 1;
  };
  const username = name === undefined ? undefined : OperatorUsernameSchema.safeParse(name);
  if (command !== 'list' && (username === undefined || !username.success)) return fail(username?.error.issues[0]?.message ?? USAGE);
  const password = async (): Promise<string | null> => {
    const given = io.env.ASTER_OPERATOR_PASSWORD ?? (await io.readPassword());
    const min = config.operator.passwordMinLength;
    return given.length >= min && given.length <= OPERATOR_PASSWORD_MAX_LENGTH ? given : null;
  };
  const passwordRule = `密码须为${config.operator.passwordMinLength}至${OPERATOR_PASSWORD_MAX_LENGTH}个字符`;

  const db = openDatabase(io.env.ASTER_DB ?? path.resolve(__dirname, '../../data/aster.db'), serverFeatures, false);
  try {
    const store = createOperatorStore(db, systemClock, config.operator);
    const who = username?.success ? username.data : '';
    switch (command) {
      case 'add': {
        const role = OperatorRoleSchema.safeParse(roleText);
        if (!role.success) return fail(USAGE);
        if (store.exists(who)) return fail(`运营账号 ${who} 已存在`);
        const secret = await password();
        if (secret === null) return fail(passwordRule);
        store.add(who, role.data, secret);
        io.out(`已创建运营账号 ${who}（${OPERATOR_ROLE_TEXT[role.data]}）`);
        return 0;
      }
      case 'password': {
        if (!store.exists(who)) return fail(`运营账号 ${who} 不存在`);
        const secret = await password();
        if (secret === null) return fail(passwordRule);
        store.setPassword(who, secret);
        io.out(`已重设 ${who} 的密码，其登录会话已全部退出`);
        return 0;
      }
      case 'disable':
      case 'enable':
        if (!store.setDisabled(who, command === 'disable')) return fail(`运营账号 ${who} 不存在`);
        io.out(command === 'disable' ? `已停用 ${who}，其登录会话已全部退出` : `已启用 ${who}`);
        return 0;
      case 'list':
        for (const row of store.list()) io.out(`${row.username}\t${OPERATOR_ROLE_TEXT[row.role]}\t${row.disabled === 1 ? '已停用' : '启用'}`);
        return 0;
      default:
        return fail(USAGE);
    }
  } finally {
    db.close();
  }
}

/** The first line of stdin; on a terminal it is read without echo. */
function readStdinPassword(): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    return new Promise((resolve, reject) => {
      let text = '';
      stdin.setEncoding('utf8');
      stdin.on('data', (chunk: string) => {
        text += chunk;
      });
      stdin.on('end', () => resolve(text.split(/\r?\n/, 1)[0] ?? ''));
      stdin.on('error', reject);
    });
  }
  process.stderr.write('密码：');
  return new Promise((resolve) => {
    let typed = '';
    stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0003' || char === '\u0004') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stderr.write('\n');
          resolve(char === '\u0003' ? '' : typed);
          return;
        }
        typed = char === '\u007f' ? typed.slice(0, -1) : typed + char;
      }
    };
    stdin.on('data', onData);
    stdin.resume();
  });
}

if (require.main === module) {
  runOperatorCli(process.argv.slice(2), { env: process.env, readPassword: readStdinPassword, out: (line) => process.stdout.write(`${line}\n`) })
    .then((status) => process.exit(status))
    .catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    });
}
