import { MEMBER_PATHS } from '@centre/contracts';
import { downloadFromApi } from '@centre/platform';

/** Member files are private: fetched with the member's token and handed to the browser as a local file. */
export function downloadMemberFile(fileId: string, fileName: string): Promise<void> {
  return downloadFromApi(MEMBER_PATHS.file(fileId), fileName);
}
