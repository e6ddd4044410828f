import { api } from '@centre/platform';

/**
 * Downloads a file the console API serves (a member's document, a CSV export). The address needs
 * the staff's bearer token, so a plain link cannot fetch it: the console fetches it and hands the
 * browser a temporary object URL.
 */
export async function downloadFromApi(path: string, name: string, params?: Record<string, string>): Promise<void> {
  const blob = (await api.get<Blob>(path, { params, responseType: 'blob' })).data;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
