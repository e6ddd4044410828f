import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { INTERNAL_CALLERS, internalTokenHash, keyPaths } from './config.ts';

export interface SigningKeys {
  privateKey: string;
  publicKey: string;
}

/** An ES256 key pair: the gateway signs with the private half, services verify with the public one. */
export function generateSigningKeys(): SigningKeys {
  const { privateKey, publicKey } = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { privateKey, publicKey };
}

/**
 * Creates, under DATA_DIR, the signing keys and one internal token per process on first start
 * (keeps them after), and the file of the tokens' hashes that receivers check against.
 */
export function ensureGeneratedSecrets(dataDir: string): { created: boolean } {
  const paths = keyPaths(dataDir);
  let created = false;
  mkdirSync(path.join(paths.dir, 'internal-tokens'), { recursive: true, mode: 0o700 });
  if (!existsSync(paths.privateKey) || !existsSync(paths.publicKey)) {
    const keys = generateSigningKeys();
    writeFileSync(paths.privateKey, keys.privateKey, { mode: 0o600 });
    writeFileSync(paths.publicKey, keys.publicKey, { mode: 0o644 });
    created = true;
  }
  const hashes: Record<string, string> = {};
  for (const name of INTERNAL_CALLERS) {
    const file = paths.internalTokens[name];
    if (!existsSync(file)) {
      writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
      created = true;
    }
    hashes[name] = internalTokenHash(readFileSync(file, 'utf8').trim());
  }
  replaceFileAtomically(paths.internalCallers, `${JSON.stringify(hashes, null, 2)}\n`, 0o644);
  return { created };
}

/**
 * Writes `content` to `file` so that a reader sees the old file or the new one, never a part: the
 * services read the callers' hashes while the gateway, started beside them, makes sure of them
 * (a plain write truncates first, and a service that read the empty file exited at start). The
 * same content is not written again at all.
 */
export function replaceFileAtomically(file: string, content: string, mode: number): void {
  try {
    if (readFileSync(file, 'utf8') === content) return;
  } catch {
    // Not there yet.
  }
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, content, { mode });
  renameSync(temporary, file);
}
