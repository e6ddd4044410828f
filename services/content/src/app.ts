import type { FastifyPluginAsync } from 'fastify';
import { INQUIRY_LIMITS } from '@centre/contracts';
import {
  cachePublicAnswers,
  createServiceApp,
  defaultFilesDir,
  invalidatePublicAnswersOnWrites,
  localFileStore,
  outboxClient,
  requestPathOf,
  revalidatedCaching,
  serviceUrlFrom,
  startClockTimer,
  type FileStore,
  type PublicCache,
  type ServiceOptions,
  type SharedState,
} from '@centre/server-kit';
import { makerDirectory } from './clients/fairs.ts';
import { migrations } from './migrations/index.ts';
import { contentPublicCache, type ContentCacheOptions } from './public-cache.ts';
import { createBannersRepository, type BannersRepository } from './repositories/banners.ts';
import { createBoardsRepository, type BoardsRepository } from './repositories/boards.ts';
import { createContactMessagesRepository, type ContactMessagesRepository } from './repositories/contact-messages.ts';
import { createDownloadFormsRepository, type DownloadFormsRepository } from './repositories/download-forms.ts';
import { createEducationsRepository, type EducationsRepository } from './repositories/educations.ts';
import { createFormFilesRepository, type FormFilesRepository } from './repositories/form-files.ts';
import { createFacilitiesRepository, FACILITY_KINDS, type FacilitiesRepository } from './repositories/facilities.ts';
import { createFaqsRepository, type FaqsRepository } from './repositories/faqs.ts';
import { createGalleryRepository, type GalleryRepository } from './repositories/gallery.ts';
import { createInquiriesRepository, type InquiriesRepository } from './repositories/inquiries.ts';
import { createNoticeBoardRepository, type NoticeBoardRepository } from './repositories/notice-boards.ts';
import { createPopupsRepository, type PopupsRepository } from './repositories/popups.ts';
import { createSettingRepository, type SettingRepository } from './repositories/setting.ts';
import { createTermsRepository, type TermsRepository } from './repositories/terms.ts';
import { consoleBannerRoutes, publicBannerRoutes } from './routes/banners.ts';
import { consoleBoardCommentRoutes, consoleBoardRoutes, memberBoardCommentRoutes, publicBoardCommentRoutes, publicBoardRoutes } from './routes/boards.ts';
import { consoleContactRoutes, myContactRoutes, publicContactRoutes } from './routes/contact-messages.ts';
import { consoleDownloadFormRoutes, publicDownloadFormRoutes } from './routes/download-forms.ts';
import { consoleEducationRoutes, publicEducationRoutes } from './routes/educations.ts';
import { consoleCourseChoiceRoutes, consoleEquipmentRoutes, consoleSpaceRoutes, publicEquipmentRoutes, publicSpaceRoutes } from './routes/facilities.ts';
import { consoleFaqRoutes, publicFaqRoutes } from './routes/faqs.ts';
import { consoleFormFileRoutes, publicFormFileRoutes } from './routes/form-files.ts';
import { fileRoutes } from './routes/files.ts';
import { consoleGalleryRoutes, publicGalleryRoutes } from './routes/gallery.ts';
import { consoleInquiryRoutes, memberInquiryRoutes } from './routes/inquiries.ts';
import { consoleBusinessRoutes, consoleNotificationRoutes, publicBusinessRoutes, publicNotificationRoutes } from './routes/notice-boards.ts';
import { boardSettingRoutes, memberEditorRoutes, memberPostRoutes } from './routes/member-posts.ts';
import { consolePopupRoutes, publicPopupRoutes } from './routes/popups.ts';
import { consoleQuestionRoutes, publicQuestionRoutes } from './routes/questions.ts';
import { consoleSettingRoutes, publicSettingRoutes } from './routes/setting.ts';
import { consoleTermsRoutes, publicTermsRoutes } from './routes/terms.ts';
import { consoleUploadRoutes } from './routes/uploads.ts';
import { DEFAULT_SITE_SETTING } from './seeds/setting.ts';
import { INQUIRY_IMAGE_SWEEP_AGE_MS, sweepInquiryImages } from './inquiry-image-sweep.ts';
import { ERASURE_INTERVAL_MS, withdrawnErasure, type WithdrawnErasure } from './withdrawn-erasure.ts';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NoticeBoardRepository;
    businesses: NoticeBoardRepository;
    spaces: FacilitiesRepository;
    equipment: FacilitiesRepository;
    educations: EducationsRepository;
    gallery: GalleryRepository;
    faqs: FaqsRepository;
    terms: TermsRepository;
    banners: BannersRepository;
    popups: PopupsRepository;
    setting: SettingRepository;
    downloadForms: DownloadFormsRepository;
    files: FileStore;
    inquiries: InquiriesRepository;
    /** Serialised public answers (public-cache.ts); emptied by every content write. */
    publicCache: PublicCache;
    boards: BoardsRepository;
    /** Throttles (board comments) and the public cache's generation: Redis with REDIS_URL. */
    sharedState: SharedState;
    /** Contact messages to the centre and to makers (issue 27). */
    contactMessages: ContactMessagesRepository;
    /** Forms' files added by staff and filled forms handed back by members (issue 27). */
    formFiles: FormFilesRepository;
    /** Erases withdrawn members' contact messages and handed-back forms, ticked by a clock (issue 27). */
    withdrawnErasure: WithdrawnErasure;
  }
}

/** What the content service is built from: the kit's options and its own. */
export interface ContentOptions extends ServiceOptions {
  /** Where uploaded and generated files live; DATA_DIR/content-files by default. */
  filesDir?: string;
  /** Members' inquiry images, private: DATA_DIR/inquiry-files by default. */
  inquiryFilesDir?: string;
  /** Filled forms members hand back, private: DATA_DIR/form-submissions by default. */
  formSubmissionsDir?: string;
  /** The cache of public answers: its shared state (REDIS_URL by default) and bounds. */
  publicCache?: ContentCacheOptions;
  /** The users service (asked who has withdrawn); USERS_URL or the default port unless given. */
  usersUrl?: string;
  /** The fairs service (asked whether a contacted maker is listed); FAIRS_URL or the default port unless given. */
  fairsUrl?: string;
  /** Start the clock that erases withdrawn members' messages and forms (default true; tests tick by hand). */
  clockTimer?: boolean;
}

const localisedPublicRoutes: FastifyPluginAsync[] = [
  publicNotificationRoutes, publicBusinessRoutes, publicFaqRoutes, publicSpaceRoutes, publicEquipmentRoutes,
  publicEducationRoutes, publicGalleryRoutes, publicTermsRoutes, publicBannerRoutes, publicPopupRoutes, publicSettingRoutes,
  publicDownloadFormRoutes, publicBoardRoutes, publicBoardCommentRoutes,
];

const consoleRoutes: FastifyPluginAsync[] = [
  consoleNotificationRoutes, consoleBusinessRoutes, consoleFaqRoutes, consoleSpaceRoutes, consoleEquipmentRoutes, consoleCourseChoiceRoutes,
  consoleEducationRoutes, consoleGalleryRoutes, consoleTermsRoutes, consoleBannerRoutes, consolePopupRoutes, consoleSettingRoutes,
  consoleDownloadFormRoutes, consoleUploadRoutes, consoleBoardRoutes, consoleBoardCommentRoutes,
];

/** The centre's published content: notices, announcements, FAQs, spaces, equipment, courses, gallery, terms, banners, popups, settings, files. */
export async function buildApp(options: ContentOptions) {
  const app = await createServiceApp({ ...options, service: 'content', migrations });
  app.decorate('notifications', createNoticeBoardRepository(app.db, 'notifications'));
  app.decorate('businesses', createNoticeBoardRepository(app.db, 'businesses'));
  app.decorate('spaces', createFacilitiesRepository(app.db, FACILITY_KINDS.space));
  app.decorate('equipment', createFacilitiesRepository(app.db, FACILITY_KINDS.equipment));
  app.decorate('educations', createEducationsRepository(app.db));
  app.decorate('gallery', createGalleryRepository(app.db));
  app.decorate('faqs', createFaqsRepository(app.db));
  app.decorate('terms', createTermsRepository(app.db));
  app.decorate('banners', createBannersRepository(app.db));
  app.decorate('popups', createPopupsRepository(app.db));
  app.decorate('setting', createSettingRepository(app.db, DEFAULT_SITE_SETTING));
  app.decorate('downloadForms', createDownloadFormsRepository(app.db));
  app.decorate('files', localFileStore(options.filesDir ?? defaultFilesDir('content-files')));
  const publicCache = contentPublicCache(app.db, app.clock, options.publicCache);
  app.decorate('boards', createBoardsRepository(app.db));
  app.decorate('publicCache', publicCache.cache);
  app.decorate('sharedState', publicCache.state);
  app.addHook('onClose', () => publicCache.close());
  // Every staff write (and a member's board comment) may change what readers see: the cache is
  // stale before "done" is answered.
  invalidatePublicAnswersOnWrites(app, publicCache.cache, (request) => {
    const path = requestPathOf(request.url);
    // /api/v1/boards itself too: members write posts there (issue 27).
    return path.startsWith('/api/console/') || path === '/api/v1/boards' || path.startsWith('/api/v1/boards/');
  });

  // Public reads: ETag + revalidation, so a browser asks each time but rarely downloads again.
  await app.register(async (files) => {
    files.addHook('onSend', revalidatedCaching);
    await files.register(fileRoutes);
  });
  // Localised answers are also kept serialised per URL and locale, and answered before any query.
  await app.register(async (localised) => {
    localised.addHook('onRequest', async (_request, reply) => {
      reply.header('vary', 'Accept-Language');
    });
    cachePublicAnswers(localised, publicCache.cache);
    for (const routes of localisedPublicRoutes) await localised.register(routes);
  });
  for (const routes of consoleRoutes) await app.register(routes);
  await app.register(memberBoardCommentRoutes);

  app.decorate('inquiries', createInquiriesRepository(app.db, app.clock, INQUIRY_LIMITS.images));
  const inquiryFilesDir = options.inquiryFilesDir ?? defaultFilesDir('inquiry-files');
  const outbox = options.adminUrl ? outboxClient({ adminUrl: options.adminUrl, internalToken: options.internalToken }) : null;
  const inquiryOptions = { files: localFileStore(inquiryFilesDir), outbox };
  // Files no question refers to (a crash between writing and recording): at start, then hourly.
  const sweep = () =>
    sweepInquiryImages({ dir: inquiryFilesDir, files: inquiryOptions.files, inquiries: app.inquiries, now: app.clock.now() }).catch((error: unknown) =>
      app.log.error({ err: error }, 'the inquiry image sweep failed; it runs again within the hour'),
    );
  let sweepTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void sweep();
    sweepTimer = setInterval(() => void sweep(), INQUIRY_IMAGE_SWEEP_AGE_MS);
    sweepTimer.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweepTimer));
  await app.register(memberInquiryRoutes, inquiryOptions);
  await app.register(consoleInquiryRoutes, inquiryOptions);

  // Contact messages, public Q&A, members' posts and forms with files (issue 27).
  app.decorate('contactMessages', createContactMessagesRepository(app.db, app.clock));
  const directory = makerDirectory({ baseUrl: options.fairsUrl ?? serviceUrlFrom(process.env, 'fairs'), internalToken: options.internalToken });
  await app.register(publicContactRoutes, { outbox, directory });
  await app.register(consoleContactRoutes, { outbox, directory });
  await app.register(myContactRoutes, { outbox, directory });
  await app.register(publicQuestionRoutes, { files: inquiryOptions.files });
  await app.register(consoleQuestionRoutes, { files: inquiryOptions.files });
  await app.register(boardSettingRoutes);
  await app.register(memberPostRoutes);
  await app.register(memberEditorRoutes);
  app.decorate('formFiles', createFormFilesRepository(app.db, app.clock));
  const formFileOptions = { submissions: localFileStore(options.formSubmissionsDir ?? defaultFilesDir('form-submissions')) };
  await app.register(consoleFormFileRoutes, formFileOptions);
  await app.register(publicFormFileRoutes, formFileOptions);
  app.decorate('withdrawnErasure', withdrawnErasure({ db: app.db, usersUrl: options.usersUrl ?? serviceUrlFrom(process.env, 'users'), internalToken: options.internalToken, submissions: formFileOptions.submissions, log: app.log }));
  if (options.clockTimer ?? true) startClockTimer(app, () => app.withdrawnErasure.tick(), ERASURE_INTERVAL_MS);
  return app;
}
