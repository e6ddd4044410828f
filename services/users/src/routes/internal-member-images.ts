// A member's current logo or photo for the fairs service, which shows it on the member's maker
// profile once that profile is published (the fairs service decides that; this route is internal
// and answers the fairs service alone). Uploads stay POST /api/v1/users/{_id}/logo and /photo
// (member-files.ts): the member alone, pictures only, size-limited, through the file store.
import { ErrorResponse, INTERNAL_MEMBER_IMAGE_PATH, MemberImageAnswer, MemberImageParams, type MemberFileKind } from '@centre/contracts';
import type { FastifyPluginAsyncTypebox } from '@centre/server-kit';

const KIND: Record<'logo' | 'photo', MemberFileKind> = { logo: 'LOGO', photo: 'PHOTO' };

export const internalMemberImageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    INTERNAL_MEMBER_IMAGE_PATH,
    { config: { internalCallers: ['fairs'] }, schema: { params: MemberImageParams, response: { 200: MemberImageAnswer, 404: ErrorResponse } } },
    async (request, reply) => {
      const member = await app.users.findMemberById(request.params.id);
      const file = member?.status === 'ACTIVE' ? (await app.memberFiles.listFor(member.id)).find((row) => row.kind === KIND[request.params.kind]) : undefined;
      const stored = file ? await app.fileStore.get(file.storedName) : null;
      if (!stored) return reply.notFound('No such picture.');
      return { contentType: stored.contentType, base64: stored.content.toString('base64') };
    },
  );
};
