import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Compile } from 'typebox/compile';
import {
  CONSOLE_INQUIRIES_PATH,
  ConsoleInquiryDetail,
  ConsoleInquiryList,
  ConsoleInquiryListQuery,
  IdParams,
  INQUIRY_IMAGE_FIELD,
  INQUIRY_IMAGE_TYPES,
  INQUIRY_LIMITS,
  InquiryAnswered,
  InquiryAnswerInput,
  InquiryDetail,
  InquiryImageParams,
  InquiryInput,
  InquiryList,
  InquiryListQuery,
  MEMBER_INQUIRIES_PATH,
} from '@centre/contracts';
import { listAnswer, sniffUploadType, type FileStore, type FastifyPluginAsyncTypebox, type Outbox } from '@centre/server-kit';
import type { StoredImage } from '../repositories/inquiries.ts';
import { answerInquiry } from '../answering.ts';
import { sanitiseRichText } from '../rich-text.ts';

export interface InquiryRoutesOptions {
  /** The private store of inquiry images: never the public content store, whose files anyone may read. */
  files: FileStore;
  /** The admin service's outbox, which tells a member their question was answered; null: nobody is told. */
  outbox: Outbox | null;
}

const notFound = 'This inquiry does not exist.';
const ANSWERED = 'An answered inquiry cannot be changed.';
const TOO_MANY = `An inquiry has at most ${INQUIRY_LIMITS.images} images.`;
const checkInput = Compile(InquiryInput);

function badRequest(message: string) {
  return Object.assign(new Error(message), { statusCode: 400 });
}

/** Refuses images beyond the member's quota over their unanswered questions, before any is written. */
async function checkImageQuota(app: FastifyInstance, memberId: string, adding: number): Promise<void> {
  if (adding === 0) return;
  if ((await app.inquiries.openImageCount(memberId)) + adding <= INQUIRY_LIMITS.memberOpenImages) return;
  throw Object.assign(
    new Error(`Your unanswered questions may hold at most ${INQUIRY_LIMITS.memberOpenImages} images in all. Delete a question or wait for an answer, then try again.`),
    { statusCode: 409, code: 'INQUIRY_IMAGE_QUOTA' },
  );
}

/**
 * The text and images of a question: JSON, or a multipart form with `title`, `content` and up to
 * three `images`. Each image's type is read from its bytes; one over the size limit is a 413.
 */
async function readQuestion(request: FastifyRequest, withText: boolean): Promise<{ input: unknown; images: Array<{ content: Buffer; contentType: StoredImage['contentType'] }> }> {
  if (!request.isMultipart()) return { input: request.body, images: [] };
  const fields: Record<string, string> = {};
  const images: Array<{ content: Buffer; contentType: StoredImage['contentType'] }> = [];
  const parts = request.parts({
    limits: { fileSize: INQUIRY_LIMITS.imageBytes, files: INQUIRY_LIMITS.images + 1, fields: 5, fieldSize: INQUIRY_LIMITS.contentMaxLength * 4 },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (!withText || typeof part.value !== 'string') throw badRequest(`Unexpected field "${part.fieldname}".`);
      fields[part.fieldname] = part.value;
      continue;
    }
    if (part.fieldname !== INQUIRY_IMAGE_FIELD) throw badRequest(`Images go in the "${INQUIRY_IMAGE_FIELD}" field.`);
    if (images.length >= INQUIRY_LIMITS.images) throw badRequest(`An inquiry has at most ${INQUIRY_LIMITS.images} images.`);
    const content = await part.toBuffer();
    const contentType = await sniffUploadType(content, INQUIRY_IMAGE_TYPES);
    if (!contentType) throw Object.assign(new Error('Images must be PNG, JPEG or WebP.'), { statusCode: 415 });
    images.push({ content, contentType });
  }
  return { input: withText ? fields : undefined, images };
}

async function storeImages(files: FileStore, images: Array<{ content: Buffer; contentType: StoredImage['contentType'] }>): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  for (const image of images) stored.push({ name: await files.put(image.content, image.contentType), contentType: image.contentType });
  return stored;
}

/** Removes from the store the files of `images` that no inquiry refers to (any more, or ever: a refused write). */
async function removeUnreferenced(app: FastifyInstance, files: FileStore, images: readonly StoredImage[]): Promise<void> {
  for (const name of await app.inquiries.unreferenced(images.map((image) => image.name))) await files.delete(name);
}

/** A private image: only to whoever may read its inquiry, as a download that no browser runs. */
async function sendImage(files: FileStore, image: StoredImage | null, reply: FastifyReply) {
  const file = image ? await files.get(image.name) : null;
  if (!file) return reply.notFound('This image does not exist.');
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${image!.name}"`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .send(file.content);
}

/** Members ask questions and read their own (a signed-in member required by server-kit). */
export const memberInquiryRoutes: FastifyPluginAsyncTypebox<InquiryRoutesOptions> = async (app, options) => {
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(MEMBER_INQUIRIES_PATH, { schema: { querystring: InquiryListQuery, response: { 200: InquiryList } } }, async (request) => {
    return listAnswer('inquiries', request.query, (page) => app.inquiries.listOwn(request.user.sub, page));
  });

  app.post(MEMBER_INQUIRIES_PATH, { schema: { response: { 201: InquiryDetail } } }, async (request, reply) => {
    const { input, images } = await readQuestion(request, true);
    if (!checkInput.Check(input)) {
      const [first] = checkInput.Errors(input);
      throw badRequest(`body ${first?.instancePath ?? ''} ${first?.message ?? 'is not a question'}`.replace(/\s+/g, ' ').trim());
    }
    await checkImageQuota(app, request.user.sub, images.length);
    const stored = await storeImages(options.files, images);
    const { sub, name, username } = request.user;
    return reply.code(201).send({ inquiry: await app.inquiries.create({ id: sub, name, username }, { title: input.title, content: input.content }, stored) });
  });

  app.get(`${MEMBER_INQUIRIES_PATH}/:id`, { schema: { params: IdParams, response: { 200: InquiryDetail } } }, async (request, reply) => {
    const inquiry = await app.inquiries.findOwn(request.user.sub, request.params.id);
    if (!inquiry) return reply.notFound(notFound);
    return { inquiry };
  });

  app.post(`${MEMBER_INQUIRIES_PATH}/:id/images`, { schema: { params: IdParams, response: { 200: InquiryDetail } } }, async (request, reply) => {
    if (!request.isMultipart()) return reply.badRequest(`Send images as multipart/form-data in the "${INQUIRY_IMAGE_FIELD}" field.`);
    // Whose question it is, and whether it has room, before a byte is read or written.
    const room = await app.inquiries.imageRoom(request.user.sub, request.params.id);
    if (room === 'missing') return reply.notFound(notFound);
    if (room === 'answered') return reply.conflict(ANSWERED);
    if (room === 0) return reply.badRequest(TOO_MANY);
    const { images } = await readQuestion(request, false);
    if (!images.length) return reply.badRequest('No image was sent.');
    if (images.length > room) return reply.badRequest(TOO_MANY);
    await checkImageQuota(app, request.user.sub, images.length);
    const stored = await storeImages(options.files, images);
    const outcome = await app.inquiries.addImages(request.user.sub, request.params.id, stored);
    // Refused after all (deleted, answered or filled meanwhile): the files just written go again.
    if (typeof outcome === 'string') await removeUnreferenced(app, options.files, stored);
    if (outcome === 'missing') return reply.notFound(notFound);
    if (outcome === 'answered') return reply.conflict(ANSWERED);
    if (outcome === 'too-many') return reply.badRequest(TOO_MANY);
    return outcome;
  });

  app.get(`${MEMBER_INQUIRIES_PATH}/:id/images/:name`, { schema: { params: InquiryImageParams } }, async (request, reply) => {
    return sendImage(options.files, await app.inquiries.imageOf(request.params.id, request.params.name, request.user.sub), reply);
  });

  app.delete(`${MEMBER_INQUIRIES_PATH}/:id`, { schema: { params: IdParams } }, async (request, reply) => {
    const outcome = await app.inquiries.deleteOwn(request.user.sub, request.params.id);
    if (outcome === 'missing') return reply.notFound(notFound);
    if (outcome === 'answered') return reply.conflict('An answered inquiry is kept; it can no longer be deleted.');
    await removeUnreferenced(app, options.files, outcome.images);
    return reply.code(204).send();
  });
};

/** Staff read and answer questions (console scope required by server-kit). */
export const consoleInquiryRoutes: FastifyPluginAsyncTypebox<InquiryRoutesOptions> = async (app, options) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(CONSOLE_INQUIRIES_PATH, { schema: { querystring: ConsoleInquiryListQuery, response: { 200: ConsoleInquiryList } } }, async (request) => {
    const { limit: _limit, offset: _offset, ...filter } = request.query;
    return listAnswer('inquiries', request.query, (page) => app.inquiries.paginate(filter, page));
  });

  app.get(`${CONSOLE_INQUIRIES_PATH}/:id`, { schema: { params: IdParams, response: { 200: ConsoleInquiryDetail } } }, async (request, reply) => {
    const inquiry = await app.inquiries.findById(request.params.id);
    if (!inquiry) return reply.notFound(notFound);
    return { inquiry };
  });

  app.get(`${CONSOLE_INQUIRIES_PATH}/:id/images/:name`, { schema: { params: InquiryImageParams } }, async (request, reply) => {
    return sendImage(options.files, await app.inquiries.imageOf(request.params.id, request.params.name), reply);
  });

  app.put(
    `${CONSOLE_INQUIRIES_PATH}/:id/answer`,
    { schema: { params: IdParams, body: InquiryAnswerInput, response: { 200: InquiryAnswered } } },
    async (request, reply) => {
      const answer = sanitiseRichText(request.body.answer).trim();
      if (!answer) return reply.badRequest('The answer has no text once unsafe HTML is removed.');
      const answered = await answerInquiry({ inquiries: app.inquiries, outbox: options.outbox, log: request.log }, request.params.id, answer, {
        id: request.user.sub,
        name: request.user.name,
      });
      return answered ?? reply.notFound(notFound);
    },
  );
};
