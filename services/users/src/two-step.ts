import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT, TOTP_CODE_PATTERN } from '@centre/contracts';

/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = '동대문구 패션봉제지원센터';
/** A code of the step before or after the current one is accepted too (clocks drift; typing takes time). */
const EPOCH_TOLERANCE_SECONDS = 30;
/** A secret shown for enrolment must be confirmed within this time. */
export const PENDING_ENROLMENT_MS = 15 * 60 * 1000;

/**
 * Seals TOTP secrets at rest (AES-256-GCM) under their own key (TWO_STEP_KEY, or the file generated
 * under DATA_DIR/keys): neither a copied database nor the internal token yields a secret. The format
 * is `v2.<iv>.<ciphertext+tag>` in base64url. Secrets sealed before (`v1.`, under a key derived
 * from the internal token) are still opened, and sealed anew at the next enrolment.
 */
export function createSecretBox(twoStepKey: string, legacyServiceSecret?: string) {
  const key = createHash('sha256').update(`users-totp-secrets-v2:${twoStepKey}`).digest();
  const legacyKey = legacyServiceSecret === undefined ? null : createHash('sha256').update(`users-totp-secrets:${legacyServiceSecret}`).digest();
  const macKey = createHash('sha256').update(`users-two-step-mac:${twoStepKey}`).digest();
  return {
    /** Keyed hash (HMAC-SHA256, hex) under the two-step key: what is stored of recovery codes. */
    mac(value: string): string {
      return createHmac('sha256', macKey).update(value).digest('hex');
    },
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `v2.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
    },
    open(sealed: string): string {
      const [version, iv, body] = sealed.split('.');
      const openingKey = version === 'v2' ? key : version === 'v1' ? legacyKey : null;
      if (!openingKey || !iv || !body) throw new Error('unreadable sealed secret');
      const bytes = Buffer.from(body, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', openingKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(bytes.subarray(bytes.length - 16));
      return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString('utf8');
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;

export async function newEnrolment(username: string): Promise<{ key: string; uri: string; qrCode: string }> {
  const key = generateSecret();
  const uri = generateURI({ issuer: TOTP_ISSUER, label: username, secret: key });
  const qrCode = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { key, uri, qrCode };
}

/**
 * The time step `code` is valid for, or null. Steps up to `lastStep` were spent: a code is
 * accepted once, so one overheard or typed twice cannot sign in again within its window.
 */
export async function acceptedStep(secret: string, code: string, at: Date, lastStep: number | null): Promise<number | null> {
  if (!new RegExp(TOTP_CODE_PATTERN).test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(at.getTime() / 1000),
    epochTolerance: EPOCH_TOLERANCE_SECONDS,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like `k7q2-mx9p-4t`: easy to read aloud, 50 bits each. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}

/**
 * What is stored of a recovery code, and looked up when one is presented: a keyed hash of the code
 * without case or dashes. One function for making codes and spending them, so the two never differ.
 */
export function recoveryCodeHash(secretHash: (value: string) => string, code: string): string {
  return secretHash(`recovery:${code.toLowerCase().replace(/-/g, '')}`);
}

/** What the two-step routes need of the service. */
export interface SecondFactorDeps {
  staff: import('./repositories/staff.ts').StaffRepository;
  secretBox: SecretBox;
  secretHash(value: string): string;
  clock: { now(): Date };
}

/**
 * Checks a second factor of an account with two-step sign-in: a current authenticator code (each
 * time step once) or an unused recovery code (each once). Which one passed, or null.
 */
export async function checkSecondFactor(deps: SecondFactorDeps, userId: string, code: string): Promise<'TOTP' | 'RECOVERY' | null> {
  const state = await deps.staff.twoStep(userId);
  if (!state.sealedSecret) return null;
  const now = deps.clock.now();
  if (new RegExp(TOTP_CODE_PATTERN).test(code)) {
    const step = await acceptedStep(deps.secretBox.open(state.sealedSecret), code, now, state.lastStep);
    return step !== null && (await deps.staff.spendStep(userId, step)) ? 'TOTP' : null;
  }
  const at = now.toISOString();
  // Codes made before the two-step key existed were hashed under the service's general key.
  const spent =
    (await deps.staff.spendRecoveryCode(userId, recoveryCodeHash(deps.secretBox.mac, code), at)) ||
    (await deps.staff.spendRecoveryCode(userId, recoveryCodeHash(deps.secretHash, code), at));
  return spent ? 'RECOVERY' : null;
}
