// The sealed Basic credential of the web client (spec §7), written once for browser and gateway:
// both have WebCrypto (Node ≥ 20 exposes globalThis.crypto). No TypeBox here, so the browser's
// sign-in code stays small.

/**
 * The web client seals its Basic credential (spec §7): base64("username:password") encrypted with
 * AES-256-GCM under this fixed key, sent as `Basic v1.<base64url(iv ‖ ciphertext+tag)>`.
 * The key ships in every browser, so this is obfuscation against casual log reading, not security:
 * TLS protects the credential in transit. Plain RFC 7617 Basic is accepted too.
 */
export const CREDENTIAL_SEAL_KEY_HEX = '6d2f1c7a0b4e8d93f5a1c2e7b8d04f6a3c9e1b5d7f2a4c6e8b0d1f3a5c7e9b2d';
export const CREDENTIAL_SEAL_PREFIX = 'v1.';

const IV_BYTES = 12;

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBase64Url(bytes: Uint8Array): string {
  return toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/');
  return fromBase64(padded + '='.repeat((4 - (padded.length % 4)) % 4));
}

// Named through `crypto.subtle` because `CryptoKey` is a global type in DOM's lib only, and this
// module type-checks in the server environment too.
type SealKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;
let sealKey: Promise<SealKey> | undefined;
function key(): Promise<SealKey> {
  sealKey ??= crypto.subtle.importKey('raw', hexToBytes(CREDENTIAL_SEAL_KEY_HEX), 'AES-GCM', false, ['encrypt', 'decrypt']);
  return sealKey;
}

/** RFC 7617 token: base64 of UTF-8 "username:password". */
export function basicToken(username: string, password: string): string {
  return toBase64(new TextEncoder().encode(`${username}:${password}`));
}

/** The web client's Authorization value: `Basic v1.<base64url(iv ‖ AES-GCM(basicToken))>`. */
export async function sealedBasicHeader(username: string, password: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = new TextEncoder().encode(basicToken(username, password));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await key(), plain));
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv);
  out.set(sealed, IV_BYTES);
  return `Basic ${CREDENTIAL_SEAL_PREFIX}${toBase64Url(out)}`;
}

export interface Credentials {
  username: string;
  password: string;
}

function parseBasicToken(token: string): Credentials | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(token)) return null;
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(fromBase64(token));
  } catch {
    return null;
  }
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** Reads either the sealed form or plain RFC 7617 Basic; null for anything malformed. */
export async function credentialsFromBasicHeader(header: string | undefined): Promise<Credentials | null> {
  if (!header || header.length > 2048) return null;
  const match = /^Basic\s+(\S+)$/i.exec(header);
  if (!match?.[1]) return null;
  const token = match[1];
  if (!token.startsWith(CREDENTIAL_SEAL_PREFIX)) return parseBasicToken(token);
  try {
    const bytes = fromBase64Url(token.slice(CREDENTIAL_SEAL_PREFIX.length));
    if (bytes.length <= IV_BYTES + 16) return null;
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) },
      await key(),
      bytes.slice(IV_BYTES),
    );
    return parseBasicToken(new TextDecoder().decode(plain));
  } catch {
    return null;
  }
}
