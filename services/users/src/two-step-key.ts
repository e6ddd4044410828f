// Where the key that seals TOTP secrets comes from: TWO_STEP_KEY, or else a file under
// DATA_DIR/keys made on first start, like the launcher's other generated secrets. Its own secret,
// so the internal token (which every neighbour's calls carry) opens no authenticator secret.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataDirFrom } from '@centre/server-kit';

export function twoStepKeyFrom(env: Record<string, string | undefined>): string {
  const fromEnv = env.TWO_STEP_KEY?.trim();
  if (fromEnv) return fromEnv;
  const file = path.join(dataDirFrom(env), 'keys', 'two-step-key');
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    // 'wx': of two instances starting at once, one writes and both read the same key.
    writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = readFileSync(file, 'utf8').trim();
  if (!key) throw new Error(`${file} is empty: remove it to have a new key made, or set TWO_STEP_KEY`);
  return key;
}
