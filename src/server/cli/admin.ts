import { createInterface } from 'node:readline';
import { operator, type Operator } from '../domain/actor';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { isRole, ROLES, type Role } from '#contract/roles';
import { ApiError } from '../domain/api-error';
import type { Db } from '../db/client';
import { describeChainProblem, sealedHashAt, verifyActionLogChain } from '../services/action-log/verify-chain';
import { BACKUP_USAGE, backupCommand, restoreCommand } from './database-backup';
import { createAdmin, resetAdminPassword, setAdminDisabled, setAdminRoles } from '../services/admins/admin-users';
import { resetMfa } from '../services/mfa/mfa-service';

const USAGE = `usage: npm run admin -- <command>
  create <username> --roles ROLE[,ROLE] [--name NAME] [--email EMAIL]   password read from stdin
  disable <username>
  enable <username>
  roles <username> ROLE[,ROLE]
  reset-password <username>                                             password read from stdin
  verify-log [--expect-head SEQ:HASH]      walk the action log's hash chain; exit 1 at the first fault
${BACKUP_USAGE}
  mfa-reset <username>                                                  removes the second factor (a lost phone)
roles: ${ROLES.join(', ')}
The password is never taken from the command line, where it would land in shell history.`;

function parseRoles(value: string | undefined): Role[] {
  const roles = (value ?? '')
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  const bad = roles.find((r) => !isRole(r));
  if (roles.length === 0 || bad)
    throw new Error(`roles must be a comma-separated list of ${ROLES.join(', ')}${bad ? ` (got ${bad})` : ''}`);
  return roles as Role[];
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

/** Reads one line from stdin; on a terminal the typed characters are not echoed. */
async function readPassword(prompt: string): Promise<string> {
  const tty = process.stdin.isTTY;
  if (tty) process.stderr.write(prompt);
  const rl = createInterface({ input: process.stdin, terminal: false });
  if (tty) process.stdin.setRawMode?.(false);
  for await (const line of rl) {
    rl.close();
    if (tty) process.stderr.write('\n');
    return line;
  }
  throw new Error('no password on stdin');
}

/** Verifies the chain, and that a head recorded earlier (`--expect-head`) is still part of it. */
async function verifyLog(db: Db, expectHead: string | undefined): Promise<boolean> {
  const report = await verifyActionLogChain(db);
  if (!report.ok && report.problem) {
    process.stdout.write(
      `action log: FAULT after ${report.checkedRows} good rows: ${describeChainProblem(report.problem)}\n`,
    );
    return false;
  }
  process.stdout.write(
    `action log: ${report.checkedRows} rows, chain intact; head ${report.head.seq}:${report.head.hash}\n`,
  );
  if (expectHead === undefined) return true;
  const [seq, hash] = expectHead.split(':');
  const found = await sealedHashAt(db, Number(seq));
  if (found === hash) return true;
  process.stdout.write(
    `action log: FAULT: position ${seq} is ${found ? `sealed with ${found}` : 'absent'}, not ${hash}\n`,
  );
  return false;
}

async function main() {
  const [command, username, ...rest] = process.argv.slice(2);
  if (command === 'verify-log') {
    const database = await openDatabase(loadConfig(), { brief: true });
    try {
      const ok = await verifyLog(database.db, option(process.argv, '--expect-head'));
      process.exitCode = ok ? 0 : 1;
    } finally {
      await database.close();
    }
    return;
  }
  if (!command || !username || command === '--help') {
    process.stdout.write(USAGE + '\n');
    process.exit(command === '--help' ? 0 : 2);
  }
  if (command === 'backup' || command === 'restore') {
    const config = loadConfig();
    const done = command === 'backup' ? await backupCommand(config, username) : await restoreCommand(config, username);
    process.stdout.write(done + '\n');
    return;
  }
  const task = taskOf(command, username, rest);
  if (!task) {
    process.stdout.write(USAGE + '\n');
    process.exitCode = 2;
    return;
  }
  const database = await openDatabase(loadConfig(), { brief: true });
  try {
    await task(database.db, operator(`cli-${process.pid}`));
  } finally {
    await database.close();
  }
}

/**
 * What `command` does, with its arguments checked (and its password read) before the database is
 * opened: a mistyped role is told at once, not after the database's start. Null for no command.
 */
function taskOf(
  command: string,
  username: string,
  rest: string[],
): ((db: Db, actor: Operator) => Promise<void>) | null {
  switch (command) {
    case 'create': {
      const roles = parseRoles(option(rest, '--roles'));
      const name = option(rest, '--name');
      const email = option(rest, '--email');
      return async (db, actor) => {
        const password = await readPassword('Password: ');
        const id = await createAdmin(db, actor, {
          username,
          password,
          roles,
          mustChangePassword: false,
          ...(name ? { name } : {}),
          ...(email ? { email } : {}),
        });
        process.stdout.write(`created admin ${username} (id ${id}) with roles ${roles.join(', ')}\n`);
      };
    }
    case 'disable':
    case 'enable':
      return async (db, actor) => {
        await setAdminDisabled(db, actor, username, command === 'disable');
        process.stdout.write(`${command}d ${username}${command === 'disable' ? '; its sessions are revoked' : ''}\n`);
      };
    case 'roles': {
      const roles = parseRoles(rest[0]);
      return async (db, actor) => {
        await setAdminRoles(db, actor, username, roles);
        process.stdout.write(`${username} now holds ${roles.join(', ')}; its sessions are revoked\n`);
      };
    }
    case 'reset-password':
      return async (db, actor) => {
        const password = await readPassword('New password: ');
        await resetAdminPassword(db, actor, username, password, false);
        process.stdout.write(`password of ${username} reset; its sessions are revoked\n`);
      };
    case 'mfa-reset':
      return async (db, actor) => {
        const { revokedSessions } = await resetMfa(db, actor, username);
        process.stdout.write(
          `second factor of ${username} removed; ${revokedSessions} session(s) revoked; they can enrol again at the next login\n`,
        );
      };
    default:
      return null;
  }
}

main().catch((err: unknown) => {
  const message = err instanceof ApiError || err instanceof Error ? err.message : String(err);
  process.stderr.write(`admin: ${message}\n`);
  process.exit(1);
});
