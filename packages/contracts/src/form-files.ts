// Forms with files (issue 27, spec §7 forms/thumb, forms/{_form}/files, forms/{id}/file): staff
// upload a form's files (several at once) and its thumbnail; readers download a file by the name
// staff gave it; a member hands a filled form back as a file, which staff alone read.
import { Type, type Static } from 'typebox';
import { Id, ListQuery, Timestamp } from './common.ts';
import { ListOf, One, UPLOAD_DOCUMENT_MAX_BYTES, UPLOAD_DOCUMENT_TYPES } from './collections.ts';
import { ConsoleDownloadForm } from './site.ts';

/** POST /api/console/forms/thumb (multipart, field `thumb`): a form's thumbnail; answers UploadedFile. */
export const CONSOLE_FORM_THUMB_PATH = '/api/console/forms/thumb';
export const FORM_THUMB_FIELD = 'thumb';
/** POST /api/console/forms/{form}/files (multipart, field `files`, repeated): adds files to the form; answers the form. */
export const consoleFormFilesPath = (form: string) => `/api/console/forms/${form}/files`;
export const FORM_FILES_FIELD = 'files';
export const ConsoleFormFilesAdded = One('form', ConsoleDownloadForm);
export type ConsoleFormFilesAdded = Static<typeof ConsoleFormFilesAdded>;
/** GET /api/v1/forms/{form}/files/{name}: one of a public form's files, saved under the name staff gave it. */
export const formFileDownloadPath = (form: string, name: string) => `/api/v1/forms/${form}/files/${name}`;

/** GET /api/v1/forms/{form}/files: a public form's files, each with its download address (above). */
export const FormFileList = Type.Object({
  files: Type.Array(Type.Object({ name: Type.String(), contentType: Type.String(), size: Type.Integer({ minimum: 0 }), url: Type.String() })),
});
export type FormFileList = Static<typeof FormFileList>;

/** POST /api/v1/forms/{form}/file (member, multipart, field `file`): a filled form handed back. */
export const memberFormSubmissionPath = (form: string) => `/api/v1/forms/${form}/file`;
export const FORM_SUBMISSION_FIELD = 'file';
export const FORM_SUBMISSION_TYPES = UPLOAD_DOCUMENT_TYPES;
export const FORM_SUBMISSION_LIMITS = {
  /** Bytes of one submitted file; larger is a 413. */
  maxBytes: 10 * 1024 * 1024,
  /** Files one member may hand back for one form. */
  perMemberPerForm: 3,
} as const;
/** GET /api/console/forms/{form}/submissions and …/{id}/file: staff read what members handed back. */
export const consoleFormSubmissionsPath = (form: string) => `/api/console/forms/${form}/submissions`;

export const FormFileParams = Type.Object({ form: Id, name: Type.String({ maxLength: 64 }) }, { additionalProperties: false });
export type FormFileParams = Static<typeof FormFileParams>;
export const FormParams = Type.Object({ form: Id }, { additionalProperties: false });
export type FormParams = Static<typeof FormParams>;
export const FormSubmissionParams = Type.Object({ form: Id, id: Id }, { additionalProperties: false });
export type FormSubmissionParams = Static<typeof FormSubmissionParams>;

/** What the member is told of their file: never a public address (it is private). */
export const FormSubmission = Type.Object({
  _id: Id,
  formId: Id,
  /** The file's name as the member's device gave it (cleaned). */
  name: Type.String(),
  contentType: Type.String(),
  size: Type.Integer({ minimum: 0, maximum: UPLOAD_DOCUMENT_MAX_BYTES }),
  createdAt: Timestamp,
});
export type FormSubmission = Static<typeof FormSubmission>;
export const FormSubmissionCreated = One('submission', FormSubmission);
export type FormSubmissionCreated = Static<typeof FormSubmissionCreated>;

export const ConsoleFormSubmission = Type.Object({
  ...FormSubmission.properties,
  memberId: Type.String(),
  memberName: Type.String(),
  memberUsername: Type.String(),
  /** Staff's download (console token required). */
  url: Type.String(),
});
export type ConsoleFormSubmission = Static<typeof ConsoleFormSubmission>;
export const ConsoleFormSubmissionListQuery = Type.Object({ limit: ListQuery.properties.limit, offset: ListQuery.properties.offset }, { additionalProperties: false });
export type ConsoleFormSubmissionListQuery = Static<typeof ConsoleFormSubmissionListQuery>;
export const ConsoleFormSubmissionList = ListOf('submissions', ConsoleFormSubmission);
export type ConsoleFormSubmissionList = Static<typeof ConsoleFormSubmissionList>;
