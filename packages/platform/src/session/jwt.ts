import type { AccessTokenPayload } from '@centre/contracts';

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the claims of an access JWT without verifying it: the browser only uses them to decide what
 * to show; every service verifies the token itself. Null when the token is not a readable JWT.
 */
export function decodeAccessTokenPayload(token: string): AccessTokenPayload | null {
  const segment = token.split('.')[1];
  if (!segment) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(segment));
    if (typeof claims !== 'object' || claims === null) return null;
    const { sub, username, name, scope } = claims as Record<string, unknown>;
    if (typeof sub !== 'string' || typeof username !== 'string') return null;
    return {
      ...(claims as AccessTokenPayload),
      name: typeof name === 'string' ? name : username,
      scope: Array.isArray(scope) ? (scope.filter((item) => typeof item === 'string') as AccessTokenPayload['scope']) : [],
    };
  } catch {
    return null;
  }
}
