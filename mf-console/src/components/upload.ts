import { CONSOLE_FILES_PATH, type UploadedFile } from '@centre/contracts';
import { api } from '@centre/platform';

export interface UploadOptions {
  /** Where to send it: pictures by default, CONSOLE_DOCUMENTS_PATH for form documents. */
  path?: string;
  /** 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** Sends one file to the content service's store and answers its public address, type and size. The server decides the type from the bytes. */
export async function uploadFile(file: File, { path = CONSOLE_FILES_PATH, onProgress, signal }: UploadOptions = {}): Promise<UploadedFile['file']> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await api.post<UploadedFile>(path, form, {
    signal,
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
    },
  });
  return data.file;
}
