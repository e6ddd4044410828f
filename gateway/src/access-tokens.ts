import { createSigner, createVerifier } from 'fast-jwt';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, type AccessTokenPayload, type Principal } from '@centre/contracts';
import { ACCESS_TOKEN_VERIFY_OPTIONS } from '@centre/server-kit';

/** Signs the short-lived access JWT every service verifies with the public key alone. */
export function createAccessTokenSigner(options: { privateKey: string; publicKey: string; ttlSeconds: number }) {
  const sign = createSigner({
    key: options.privateKey,
    algorithm: 'ES256',
    iss: TOKEN_ISSUER,
    aud: TOKEN_AUDIENCE,
    expiresIn: options.ttlSeconds * 1000,
  });

  // A mismatched key pair would make every token fail at the services with a bare 401: refuse to
  // start instead, with the reason in the message.
  const verify = createVerifier({
    key: options.publicKey,
    ...ACCESS_TOKEN_VERIFY_OPTIONS,
    algorithms: [...ACCESS_TOKEN_VERIFY_OPTIONS.algorithms],
    requiredClaims: [...ACCESS_TOKEN_VERIFY_OPTIONS.requiredClaims],
  });
  try {
    verify(sign({ sub: 'self-check', username: 'self-check', name: 'self-check', scope: [] }));
  } catch (error) {
    throw new Error(`JWT_PRIVATE_KEY and JWT_PUBLIC_KEY are not one ES256 key pair: ${(error as Error).message}`);
  }

  return {
    ttlSeconds: options.ttlSeconds,
    /** `sessionId` becomes the `sid` claim: the sessions API knows from it which session is "this one". */
    issueFor(principal: Principal, sessionId: string): string {
      const claims: Omit<AccessTokenPayload, 'iat' | 'exp' | 'iss' | 'aud'> = {
        sub: principal._id,
        username: principal.username,
        name: principal.name,
        scope: principal.scope,
        sid: sessionId,
        // The role travels in the token so every service checks the permission table on its own;
        // a role change moves sessionsValidFrom, so no token outlives the old role by more than its TTL.
        ...(principal.role && principal.scope.includes('console') ? { role: principal.role } : {}),
        ...(principal.twoStep === 'ENROL' ? { twoStep: 'ENROL' as const } : {}),
        // A walk-in member still on the desk's temporary password: services refuse other member writes.
        ...(principal.passwordChange ? { passwordChange: true as const } : {}),
      };
      return sign(claims);
    },
  };
}

export type AccessTokenSigner = ReturnType<typeof createAccessTokenSigner>;
