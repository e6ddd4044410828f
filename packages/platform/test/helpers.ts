// Shared by the platform tests: JWTs shaped like the gateway's (unsigned: the browser never verifies).
export function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export function accessTokenFor(sub: string, scope: string[], extra: Record<string, unknown> = {}): string {
  return fakeJwt({ sub, username: sub, name: `이름 ${sub}`, scope, ...extra });
}
