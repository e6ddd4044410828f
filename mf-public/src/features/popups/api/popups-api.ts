import { SITE_PATHS, type Popup, type PopupList } from '@centre/contracts';
import { api } from '@centre/platform';

/** The popups whose display window is open now (the server decides "now"). */
export async function fetchActivePopups(signal?: AbortSignal): Promise<Popup[]> {
  const { data } = await api.get<PopupList>(SITE_PATHS.popups, { signal });
  return data.popups;
}
