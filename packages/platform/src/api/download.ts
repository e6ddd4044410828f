import { api } from '../instance.ts';

/**
 * Downloads a file the API serves only to a signed-in person (a member's document, a console CSV
 * export). The address needs the bearer token, so a plain link cannot fetch it: the API client
 * fetches it and hands the browser a temporary object URL. Without a `name`, the file keeps the
 * one the server gives it.
 */
export async function downloadFromApi(path: string, name: string | undefined, params?: Record<string, string>): Promise<void> {
  const response = await api.get<Blob>(path, { params, responseType: 'blob' });
  const served = /filename="([^"]+)"/.exec(String(response.headers['content-disposition'] ?? ''))?.[1];
  saveBlob(response.data, name ?? served ?? 'download');
}

/** Hands a fetched or made file to the browser's download, through a short-lived object URL. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
