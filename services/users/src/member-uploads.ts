import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MEMBER_FILE_MAX_BYTES, MEMBER_FILE_TYPES, type MemberFileKind } from '@centre/contracts';
import { sniffUploadType } from '@centre/server-kit';
import { refuse } from './form-refusals.ts';
import type { NewMemberFile } from './repositories/member-files.ts';

export interface ReceivedFile {
  kind: MemberFileKind;
  field: string;
  content: Buffer;
  filename: string;
}

/** The bytes of one uploaded file; beyond the size limit a 413 in the form's words. */
export async function receiveFile(request: FastifyRequest, part: MultipartFile, kind: MemberFileKind): Promise<ReceivedFile> {
  let content: Buffer;
  try {
    content = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') refuse(request, 413, part.fieldname, 'FILE_TOO_LARGE', { max: MEMBER_FILE_MAX_BYTES / 1024 / 1024 });
    throw error;
  }
  if (part.file.truncated) refuse(request, 413, part.fieldname, 'FILE_TOO_LARGE', { max: MEMBER_FILE_MAX_BYTES / 1024 / 1024 });
  if (content.length === 0) refuse(request, 400, part.fieldname, 'ATTACH_FILE');
  return { kind, field: part.fieldname, content, filename: part.filename };
}

/** Shown to the member and staff only: no path, no control characters, bounded. */
function displayName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what this strips from a file name
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (clean || 'file').slice(0, 200);
}

/**
 * Checks the type from the bytes (never the name or the browser's claim) and stores the file
 * under a generated name. 415 in the form's words when it is not a type this kind of file allows.
 */
export async function storeFile(app: FastifyInstance, request: FastifyRequest, file: ReceivedFile): Promise<NewMemberFile> {
  const contentType = await sniffUploadType(file.content, MEMBER_FILE_TYPES[file.kind]);
  if (!contentType) refuse(request, 415, file.field, 'FILE_TYPE');
  const storedName = await app.fileStore.put(file.content, contentType);
  return { kind: file.kind, storedName, originalName: displayName(file.filename), contentType, size: file.content.length };
}

/** Headers for handing a member file out: always a download, never rendered by the browser. */
export function attachmentHeaders(originalName: string, contentType: string): Record<string, string> {
  const ascii = originalName.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return {
    'content-type': contentType,
    'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(originalName)}`,
    'x-content-type-options': 'nosniff',
  };
}
