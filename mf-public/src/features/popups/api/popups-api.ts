import type { Popup, PopupList } from '@centre/contracts';
import { api } from '@centre/platform';

/** The popups whose display window is open now (the server decides "now"). */
export async function fetchActivePopups(signal?: AbortSignal): Promise<Popup[]> {
  const { data } = await api.get<PopupList>('/api/v1/popups', { signal });
  return data.popups;
}
