import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  CONSOLE_FORM_THUMB_PATH,
  ConsoleFormFilesAdded,
  ConsoleFormSubmissionList,
  ConsoleFormSubmissionListQuery,
  ErrorResponse,
  FORM_FILES_FIELD,
  FORM_FILES_MAX,
  FORM_SUBMISSION_FIELD,
  FORM_SUBMISSION_LIMITS,
  FORM_SUBMISSION_TYPES,
  FORM_THUMB_FIELD,
  FormFileList,
  FormFileParams,
  FormParams,
  FormSubmissionCreated,
  FormSubmissionParams,
  UPLOAD_DOCUMENT_MAX_BYTES,
  UPLOAD_DOCUMENT_TYPES,
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_IMAGE_TYPES,
  UploadedFile,
  formFileDownloadPath,
  formsResource,
  type FormFile,
} from '@centre/contracts';
import { cleanFileName, listAnswer, sendDownload, sniffUploadType, type FastifyPluginAsyncTypebox, type FileStore } from '@centre/server-kit';
import { refuse } from '../contact.ts';
import { fileUrl } from './files.ts';

export interface FormFileRoutesOptions {
  /** The private store of filled forms members hand back: never the public content store. */
  submissions: FileStore;
}

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse };
interface ReadFile {
  content: Buffer;
  contentType: string;
  name: string;
}

/** Reads every file part of `field` (types from the bytes, each under `maxBytes`), before anything is written. */
async function readFiles(request: FastifyRequest, rule: { field: string; types: readonly string[]; maxBytes: number; max: number }): Promise<ReadFile[]> {
  if (!request.isMultipart()) throw refuse('UPLOAD_NO_FILE');
  const read: ReadFile[] = [];
  for await (const part of request.parts({ limits: { fileSize: rule.maxBytes, files: rule.max + 1, fields: 0 } })) {
    if (part.type !== 'file' || part.fieldname !== rule.field) throw refuse('UPLOAD_NO_FILE');
    if (read.length >= rule.max) throw refuse('FORM_FILES_FULL');
    let content: Buffer;
    try {
      content = await part.toBuffer();
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 413) throw refuse('UPLOAD_TOO_LARGE', { maxBytes: String(rule.maxBytes) });
      throw error;
    }
    if (content.length === 0) throw refuse('UPLOAD_NO_FILE');
    const contentType = await sniffUploadType(content, rule.types);
    if (!contentType) throw refuse('UPLOAD_TYPE_REFUSED');
    read.push({ content, contentType, name: cleanFileName(part.filename, contentType) });
  }
  if (read.length === 0) throw refuse('UPLOAD_NO_FILE');
  return read;
}

/** Staff: a form's thumbnail, its files (several at once), and the filled forms members handed back. */
export const consoleFormFileRoutes: FastifyPluginAsyncTypebox<FormFileRoutesOptions> = async (app, options) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_DOCUMENT_MAX_BYTES, files: FORM_FILES_MAX + 1, fields: 0 } });

  app.post(CONSOLE_FORM_THUMB_PATH, { config: { documentedUpload: { fields: [FORM_THUMB_FIELD] } }, schema: { response: { 201: UploadedFile, ...errors } } }, async (request, reply) => {
    const [thumb] = await readFiles(request, { field: FORM_THUMB_FIELD, types: UPLOAD_IMAGE_TYPES, maxBytes: UPLOAD_IMAGE_MAX_BYTES, max: 1 });
    const name = await app.files.put(thumb!.content, thumb!.contentType);
    return reply.code(201).send({ file: { url: fileUrl(name), contentType: thumb!.contentType, size: thumb!.content.length } });
  });

  app.post(`${formsResource.paths.console}/:form/files`, { config: { documentedUpload: { fields: [FORM_FILES_FIELD] } }, schema: { params: FormParams, response: { 200: ConsoleFormFilesAdded, ...errors } } }, async (request) => {
    const read = await readFiles(request, { field: FORM_FILES_FIELD, types: UPLOAD_DOCUMENT_TYPES, maxBytes: UPLOAD_DOCUMENT_MAX_BYTES, max: FORM_FILES_MAX });
    const outcome = await app.formFiles.appendFiles(request.params.form, read.length, async () => {
      const added: FormFile[] = [];
      for (const file of read) added.push({ name: file.name, url: fileUrl(await app.files.put(file.content, file.contentType)), contentType: file.contentType, size: file.content.length });
      return added;
    });
    if (outcome === 'missing') throw refuse('FORM_NOT_FOUND');
    if (outcome === 'full') throw refuse('FORM_FILES_FULL');
    const form = await app.downloadForms.findForConsole(request.params.form, app.clock.now().toISOString());
    if (!form) throw refuse('FORM_NOT_FOUND');
    return { form };
  });

  app.get(`${formsResource.paths.console}/:form/submissions`, { schema: { params: FormParams, querystring: ConsoleFormSubmissionListQuery, response: { 200: ConsoleFormSubmissionList, 404: ErrorResponse } } }, async (request) => {
    if (!(await app.formFiles.formExists(request.params.form))) throw refuse('FORM_NOT_FOUND');
    return listAnswer('submissions', request.query, (page) => app.formFiles.submissions(request.params.form, page));
  });

  app.get(`${formsResource.paths.console}/:form/submissions/:id/file`, { schema: { params: FormSubmissionParams } }, async (request, reply) => {
    const submission = await app.formFiles.submission(request.params.form, request.params.id);
    const file = submission ? await options.submissions.get(submission.storedName) : null;
    if (!submission || !file) throw refuse('FORM_SUBMISSION_NOT_FOUND');
    return sendDownload(reply, file.content, file.contentType, submission.name);
  });
};

/** Readers download a public form's file by the name staff gave it; members hand a filled form back. */
export const publicFormFileRoutes: FastifyPluginAsyncTypebox<FormFileRoutesOptions> = async (app, options) => {
  await app.register(multipart, { limits: { fileSize: FORM_SUBMISSION_LIMITS.maxBytes, files: 2, fields: 0 } });

  app.get(`${formsResource.paths.public}/:form/files`, { schema: { params: FormParams, response: { 200: FormFileList, 404: ErrorResponse } } }, async (request, reply) => {
    const form = await app.downloadForms.findForReaders(request.params.form, request.locale, app.clock.now().toISOString());
    if (!form) throw refuse('FORM_NOT_FOUND');
    reply.header('cache-control', 'public, no-cache');
    return {
      files: form.files.map((file) => ({ name: file.name, contentType: file.contentType, size: file.size, url: formFileDownloadPath(form._id, file.url.split('/').pop() ?? '') })),
    };
  });

  app.get(`${formsResource.paths.public}/:form/files/:name`, { schema: { params: FormFileParams } }, async (request, reply) => {
    const form = await app.downloadForms.findForReaders(request.params.form, request.locale, app.clock.now().toISOString());
    if (!form) throw refuse('FORM_NOT_FOUND');
    const entry = app.formFiles.fileOf(form.files, request.params.name);
    const file = entry ? await app.files.get(request.params.name) : null;
    if (!entry || !file) throw refuse('FORM_NOT_FOUND');
    reply.header('cache-control', 'public, max-age=300');
    return sendDownload(reply, file.content, file.contentType, entry.name);
  });

  app.post(`${formsResource.paths.public}/:form/file`, { onRequest: app.requireMember, config: { documentedUpload: { fields: [FORM_SUBMISSION_FIELD] } }, schema: { params: FormParams, response: { 201: FormSubmissionCreated, ...errors } } }, async (request, reply) => {
    // Whether the form exists before a byte is read.
    if (!(await app.formFiles.formExists(request.params.form))) throw refuse('FORM_NOT_FOUND');
    const [file] = await readFiles(request, { field: FORM_SUBMISSION_FIELD, types: FORM_SUBMISSION_TYPES, maxBytes: FORM_SUBMISSION_LIMITS.maxBytes, max: 1 });
    const { sub, name, username } = request.user;
    const outcome = await app.formFiles.submit(
      request.params.form,
      { id: sub, name: name || username, username },
      { name: file!.name, contentType: file!.contentType, size: file!.content.length },
      FORM_SUBMISSION_LIMITS.perMemberPerForm,
      () => options.submissions.put(file!.content, file!.contentType),
    );
    if (outcome === 'missing') throw refuse('FORM_NOT_FOUND');
    if (outcome === 'quota') throw refuse('UPLOAD_QUOTA');
    return reply.code(201).send({ submission: outcome });
  });
};
