import { ConsoleSetting, ConsoleSettingDetail, SettingDetail } from '@centre/contracts';
import { type FastifyPluginAsyncTypebox } from '@centre/server-kit';

/** Footer contacts, copy protection and social links, in the reader's language (spec §7: setting). */
export const publicSettingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/v1/setting', { schema: { response: { 200: SettingDetail } } }, async (request) => ({
    setting: await app.setting.forReader(request.locale),
  }));
};

/** Staff read and replace the whole settings document. */
export const consoleSettingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/console/setting', { schema: { response: { 200: ConsoleSettingDetail } } }, async () => ({ setting: await app.setting.forConsole() }));

  app.put('/api/console/setting', { schema: { body: ConsoleSetting, response: { 200: ConsoleSettingDetail } } }, async (request) => ({
    setting: await app.setting.save(request.body),
  }));
};
