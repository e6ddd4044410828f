import { downloadFromApi } from '@centre/platform';

/** Member files are private: fetched with the member's token and handed to the browser as a local file. */
export function downloadMemberFile(fileId: string, fileName: string): Promise<void> {
  return downloadFromApi(`/api/v1/me/files/${fileId}`, fileName);
}
