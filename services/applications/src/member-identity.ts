import type { FastifyRequest } from 'fastify';
import { unauthorized } from '@centre/server-kit';

/**
 * The signed-in member on a public route that answers more to members (their remaining quota):
 * null without a token; a token that is present but invalid is a 401, never silently anonymous.
 */
export async function optionalMemberId(request: FastifyRequest): Promise<string | null> {
  if (!request.headers.authorization) return null;
  try {
    const user = await request.jwtVerify<{ sub: string }>();
    return user.sub;
  } catch {
    throw unauthorized('TOKEN_INVALID');
  }
}
