// The maker directory (spec §7 introductions): the member's own profile under /api/v1/me, the
// public directory under /api/v1/makers, and the staff's list and verified mark under the console.
import {
  MAKER_IMAGE_KINDS,
  ConsoleIntroductionList,
  ConsoleIntroductionQuery,
  ErrorResponse,
  IdParams,
  IntroductionInput,
  IntroductionVerification,
  MakerAnswer,
  MakerImageParams,
  MakerList,
  MakerListQuery,
  One,
  ConsoleIntroduction,
  OwnIntroductionAnswer,
  INTERNAL_LISTED_MAKER_PATH,
  ListedMakerAnswer,
  ListedMakerParams,
} from '@centre/contracts';
import { listAnswer, Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { saveOwnIntroduction } from '../directory.ts';
import { refusal } from '../refusals.ts';

export const introductionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/v1/me/introductions', { schema: { response: { 200: OwnIntroductionAnswer, 401: ErrorResponse } } }, async (request) => ({
    introduction: await app.introductions.findOwn(request.user.sub),
  }));

  app.put(
    '/api/v1/me/introductions',
    { schema: { body: IntroductionInput, response: { 200: OwnIntroductionAnswer, 400: ErrorResponse, 401: ErrorResponse } } },
    async (request) => ({ introduction: await saveOwnIntroduction(app, request.user.sub, request.body) }),
  );

  app.get('/api/v1/makers', { schema: { querystring: MakerListQuery, response: { 200: MakerList } } }, async (request, reply) => {
    reply.header('vary', 'Accept-Language');
    return listAnswer('makers', request.query, (page) => app.introductions.listPublished(request.query, page));
  });

  app.get('/api/v1/makers/:id', { schema: { params: IdParams, response: { 200: MakerAnswer, 404: ErrorResponse } } }, async (request, reply) => {
    const found = await app.introductions.findPublished(request.params.id, request.locale);
    if (!found) throw refusal('MAKER_NOT_FOUND');
    // Which pictures exist, so the page never asks for one that is not there (a broken image). The
    // users service down costs the pictures, never the profile.
    const held = await Promise.all(
      MAKER_IMAGE_KINDS.map(async (kind) => {
        try {
          return (await app.memberPictures.image(found.memberId, kind)) ? kind : null;
        } catch (error) {
          request.log.warn({ err: error, kind }, 'maker picture not checked: shown without it');
          return null;
        }
      }),
    );
    reply.header('vary', 'Accept-Language');
    return { maker: { ...found, pictures: held.filter((kind) => kind !== null) } };
  });

  // The maker's logo or photo, kept by the users service, shown only while the profile is published.
  app.get('/api/v1/makers/:id/:kind', { schema: { params: MakerImageParams, response: { 200: Type.Any(), 404: ErrorResponse, 503: ErrorResponse } } }, async (request, reply) => {
    const memberId = await app.introductions.publishedMember(request.params.id);
    const image = memberId ? await app.memberPictures.image(memberId, request.params.kind) : null;
    if (!image) throw refusal('MAKER_NOT_FOUND');
    return reply.header('content-type', image.contentType).header('x-content-type-options', 'nosniff').header('cache-control', 'public, max-age=300').send(image.content);
  });

  // The content service asks before it takes a contact message to a maker: only a listed maker is written to.
  app.get(
    INTERNAL_LISTED_MAKER_PATH,
    { config: { internalCallers: ['content'] }, schema: { params: ListedMakerParams, response: { 200: ListedMakerAnswer } } },
    async (request) => ({ listed: await app.introductions.isListed(request.params.memberId) }),
  );

  app.get('/api/console/introductions', { schema: { querystring: ConsoleIntroductionQuery, response: { 200: ConsoleIntroductionList } } }, async (request) =>
    listAnswer('introductions', request.query, (page) => app.introductions.listForConsole(request.query, page)),
  );

  app.put(
    '/api/console/introductions/:id/verification',
    { schema: { params: IdParams, body: IntroductionVerification, response: { 200: One('introduction', ConsoleIntroduction), 404: ErrorResponse } } },
    async (request) => {
      const introduction = await app.introductions.setVerified(request.params.id, request.body.verified, request.user.sub, app.clock.now().toISOString());
      if (!introduction) throw refusal('MAKER_NOT_FOUND');
      return { introduction };
    },
  );
};
