import { readFileSync } from 'node:fs';
import { hash, verify } from '@node-rs/argon2';
import type { FastifyRequest } from 'fastify';
import { refuse } from './form-refusals.ts';

// argon2id at OWASP's minimum (19 MiB, t=2, p=1): about 50 ms a hash on this hardware.
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Checked against when the username is unknown, so both failures take the same time.
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-for-unknown-users');
  return decoyHash;
}

/**
 * common-passwords.txt: the 10,000 most common passwords of at least 8 characters, lower-cased,
 * taken in rank order from the password list of the npm package @zxcvbn-ts/language-common 4.1.3
 * (MIT; its src/passwords.json, ranked from public breach corpora). Shorter ones fail the length
 * rule anyway. Read once, on the first new password.
 */
let commonPasswords: Set<string> | undefined;
function commonPasswordList(): Set<string> {
  commonPasswords ??= new Set(readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8').split('\n').filter(Boolean));
  return commonPasswords;
}

/**
 * Whether a new password is a common or breached one: compared in lower case, as typed and with
 * its symbols left out, so `Password123!` is caught as `password123`.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.normalize('NFKC').toLowerCase();
  const list = commonPasswordList();
  return list.has(lower) || list.has(lower.replace(/[^a-z0-9]/g, ''));
}

/** Refuses a common or breached new password with PASSWORD_COMMON on `field`; existing passwords still sign in. */
export function refuseCommonPassword(request: FastifyRequest, field: string, password: string): void {
  if (isCommonPassword(password)) refuse(request, 400, field, 'PASSWORD_COMMON');
}
