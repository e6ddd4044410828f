// `npm run backup -- dump <file.sql>` / `npm run backup -- restore <file.sql>`: every database of the
// platform (each service's and the gateway's, `<MYSQL_DATABASE_PREFIX><name>`) with mysqldump in one
// consistent snapshot per database (--single-transaction), and back with mysql. Reads MYSQL_URL and
// MYSQL_DATABASE_PREFIX as the services do. Uploaded files (DATA_DIR) and the keys are backed up
// apart: docs/operations.md#backups-and-restore-mysql.
import { spawn } from 'node:child_process';
import { closeSync, createReadStream, openSync } from 'node:fs';
import path from 'node:path';
import { SERVICE_NAMES } from '@centre/server-kit';
import { ROOT } from './podman.ts';

type Env = Record<string, string | undefined>;

/** The platform's databases under a prefix. */
export function platformDatabases(env: Env): string[] {
  const prefix = env.MYSQL_DATABASE_PREFIX ?? 'centre_';
  return [...SERVICE_NAMES, 'gateway'].map((name) => `${prefix}${name}`);
}

/** mysql/mysqldump connection arguments from MYSQL_URL; the password goes by MYSQL_PWD, never on the command line. */
function connection(env: Env): { args: string[]; env: NodeJS.ProcessEnv } {
  if (!env.MYSQL_URL) throw new Error('MYSQL_URL is not set (mysql://user:pass@host:3306)');
  const url = new URL(env.MYSQL_URL);
  return {
    args: ['--protocol=TCP', `--host=${url.hostname}`, `--port=${url.port || '3306'}`, `--user=${decodeURIComponent(url.username || 'root')}`],
    env: { ...process.env, MYSQL_PWD: decodeURIComponent(url.password) },
  };
}

function run(command: string, args: string[], options: { env: NodeJS.ProcessEnv; stdin?: string; stdout?: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    const out = options.stdout ? openSync(options.stdout, 'w', 0o600) : 'inherit';
    const child = spawn(command, args, { env: options.env, stdio: [options.stdin ? 'pipe' : 'ignore', out, 'pipe'] });
    if (options.stdin) createReadStream(options.stdin).pipe(child.stdin!);
    let err = '';
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (typeof out === 'number') closeSync(out);
      if (code === 0) resolve();
      else reject(new Error(`${command} failed (${code}): ${err.trim()}`));
    });
  });
}

export async function dump(file: string, env: Env = process.env): Promise<void> {
  const { args, env: childEnv } = connection(env);
  await run('mysqldump', [...args, '--single-transaction', '--quick', '--routines', '--triggers', '--hex-blob', '--databases', ...platformDatabases(env)], { env: childEnv, stdout: file });
}

/** Recreates every database from the dump (it holds CREATE DATABASE and each table's DROP/CREATE). */
export async function restore(file: string, env: Env = process.env): Promise<void> {
  const { args, env: childEnv } = connection(env);
  await run('mysql', args, { env: childEnv, stdin: file });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(ROOT, 'deploy/backup.ts')) {
  const [command, file] = process.argv.slice(2);
  try {
    if (!file || (command !== 'dump' && command !== 'restore')) throw new Error('Usage: npm run backup -- dump|restore <file.sql>');
    await (command === 'dump' ? dump(file) : restore(file));
    console.log(`${command === 'dump' ? 'Dumped' : 'Restored'} ${platformDatabases(process.env).join(', ')} ${command === 'dump' ? 'to' : 'from'} ${file}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
