import type { FastifyPluginAsync } from 'fastify';
import { createServiceApp, revalidatedCaching, type ServiceOptions } from '@centre/server-kit';
import { defaultFilesDir, localFileStore, type FileStore } from './files/file-store.ts';
import { migrations } from './migrations/index.ts';
import { createBannersRepository, type BannersRepository } from './repositories/banners.ts';
import { createEducationsRepository, type EducationsRepository } from './repositories/educations.ts';
import { createFacilitiesRepository, type FacilitiesRepository } from './repositories/facilities.ts';
import { createFaqsRepository, type FaqsRepository } from './repositories/faqs.ts';
import { createGalleryRepository, type GalleryRepository } from './repositories/gallery.ts';
import { createNoticeBoardRepository, type NoticeBoardRepository } from './repositories/notice-boards.ts';
import { createPopupsRepository, type PopupsRepository } from './repositories/popups.ts';
import { createSettingRepository, type SettingRepository } from './repositories/setting.ts';
import { createTermsRepository, type TermsRepository } from './repositories/terms.ts';
import { consoleBannerRoutes, publicBannerRoutes } from './routes/banners.ts';
import { consoleBusinessRoutes, publicBusinessRoutes } from './routes/businesses.ts';
import { consoleEducationRoutes, publicEducationRoutes } from './routes/educations.ts';
import { consoleEquipmentRoutes, consoleSpaceRoutes, publicEquipmentRoutes, publicSpaceRoutes } from './routes/facilities.ts';
import { consoleFaqRoutes, publicFaqRoutes } from './routes/faqs.ts';
import { fileRoutes } from './routes/files.ts';
import { consoleGalleryRoutes, publicGalleryRoutes } from './routes/gallery.ts';
import { consoleNotificationRoutes, publicNotificationRoutes } from './routes/notifications.ts';
import { consolePopupRoutes, publicPopupRoutes } from './routes/popups.ts';
import { consoleSettingRoutes, publicSettingRoutes } from './routes/setting.ts';
import { consoleTermsRoutes, publicTermsRoutes } from './routes/terms.ts';
import { DEFAULT_SITE_SETTING } from './seeds/setting.ts';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NoticeBoardRepository;
    businesses: NoticeBoardRepository;
    facilities: FacilitiesRepository;
    educations: EducationsRepository;
    gallery: GalleryRepository;
    faqs: FaqsRepository;
    terms: TermsRepository;
    banners: BannersRepository;
    popups: PopupsRepository;
    setting: SettingRepository;
    files: FileStore;
  }
}

export interface ContentOptions {
  /** Where uploaded and generated files live; DATA_DIR/content-files by default. */
  filesDir?: string;
}

const localisedPublicRoutes: FastifyPluginAsync[] = [
  publicNotificationRoutes, publicBusinessRoutes, publicFaqRoutes, publicSpaceRoutes, publicEquipmentRoutes,
  publicEducationRoutes, publicGalleryRoutes, publicTermsRoutes, publicBannerRoutes, publicPopupRoutes, publicSettingRoutes,
];

const consoleRoutes: FastifyPluginAsync[] = [
  consoleNotificationRoutes, consoleBusinessRoutes, consoleFaqRoutes, consoleSpaceRoutes, consoleEquipmentRoutes,
  consoleEducationRoutes, consoleGalleryRoutes, consoleTermsRoutes, consoleBannerRoutes, consolePopupRoutes, consoleSettingRoutes,
];

/** The centre's published content: notices, announcements, FAQs, spaces, equipment, courses, gallery, terms, banners, popups, settings, files. */
export async function buildApp(options: ServiceOptions, content: ContentOptions = {}) {
  const app = await createServiceApp({ ...options, service: 'content', migrations });
  app.decorate('notifications', createNoticeBoardRepository(app.db, 'notifications'));
  app.decorate('businesses', createNoticeBoardRepository(app.db, 'businesses'));
  app.decorate('facilities', createFacilitiesRepository(app.db));
  app.decorate('educations', createEducationsRepository(app.db));
  app.decorate('gallery', createGalleryRepository(app.db));
  app.decorate('faqs', createFaqsRepository(app.db));
  app.decorate('terms', createTermsRepository(app.db));
  app.decorate('banners', createBannersRepository(app.db));
  app.decorate('popups', createPopupsRepository(app.db));
  app.decorate('setting', createSettingRepository(app.db, DEFAULT_SITE_SETTING));
  app.decorate('files', localFileStore(content.filesDir ?? defaultFilesDir()));

  // Public reads: ETag + revalidation, so a browser asks each time but rarely downloads again.
  await app.register(async (publicApi) => {
    publicApi.addHook('onSend', revalidatedCaching);
    await publicApi.register(fileRoutes);
    await publicApi.register(async (localised) => {
      localised.addHook('onRequest', async (_request, reply) => {
        reply.header('vary', 'Accept-Language');
      });
      for (const routes of localisedPublicRoutes) await localised.register(routes);
    });
  });
  for (const routes of consoleRoutes) await app.register(routes);
  return app;
}
