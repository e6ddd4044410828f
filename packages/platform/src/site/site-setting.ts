import { SITE_PATHS, type Locale, type Setting, type SettingDetail } from '@centre/contracts';
import { api } from '../instance.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { useAsyncData, type AsyncData } from '../ui/use-async-data.ts';

// The shell's footer and copy protection and the public pages all read the site setting. The
// platform is one shared instance, so this is one request per language per page load for all.
const loads = new Map<Locale, Promise<Setting>>();

export function loadSiteSetting(locale: Locale): Promise<Setting> {
  let load = loads.get(locale);
  if (!load) {
    load = api.get<SettingDetail>(SITE_PATHS.setting).then(({ data }) => data.setting);
    // A failed load is not remembered, so a retry asks again.
    load.catch(() => loads.delete(locale));
    loads.set(locale, load);
  }
  return load;
}

/** The site setting in the current language; reloads when the language changes. */
export function useSiteSetting(): AsyncData<Setting> & { reload: () => void } {
  const locale = useLocale();
  return useAsyncData(() => loadSiteSetting(locale), [locale]);
}
