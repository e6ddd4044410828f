import { api } from '@centre/platform';

/**
 * Member files are private: the download needs the member's token, so it is fetched by the API
 * client and handed to the browser as a local file instead of a plain link.
 */
export async function downloadMemberFile(fileId: string, fileName: string): Promise<void> {
  const { data } = await api.get<Blob>(`/api/v1/me/files/${fileId}`, { responseType: 'blob' });
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
