import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { keyPaths } from './config.ts';

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

/** Creates the signing keys and the internal token under DATA_DIR on first start; keeps them after. */
export function ensureGeneratedSecrets(dataDir: string): { created: boolean } {
  const paths = keyPaths(dataDir);
  if (existsSync(paths.privateKey) && existsSync(paths.publicKey) && existsSync(paths.internalToken)) {
    return { created: false };
  }
  mkdirSync(paths.dir, { recursive: true, mode: 0o700 });
  const keys = generateSigningKeys();
  writeFileSync(paths.privateKey, keys.privateKey, { mode: 0o600 });
  writeFileSync(paths.publicKey, keys.publicKey, { mode: 0o644 });
  writeFileSync(paths.internalToken, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return { created: true };
}
