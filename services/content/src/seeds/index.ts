import { connectDatabase, defaultFilesDir, localFileStore, now, runMigrations, type DatabaseConfig, type FileStore, type Knex } from '@centre/server-kit';
import { fileUrl } from '../routes/files.ts';
import { migrations } from '../migrations/index.ts';
import { createBannersRepository } from '../repositories/banners.ts';
import { createEducationsRepository } from '../repositories/educations.ts';
import { createFacilitiesRepository, FACILITY_KINDS } from '../repositories/facilities.ts';
import { createFaqsRepository } from '../repositories/faqs.ts';
import { createGalleryRepository } from '../repositories/gallery.ts';
import { createNoticeBoardRepository, datedAt } from '../repositories/notice-boards.ts';
import { createPopupsRepository } from '../repositories/popups.ts';
import { createTermsRepository } from '../repositories/terms.ts';
import { DEMO_BUSINESSES } from './businesses.ts';
import { DEMO_EDUCATIONS } from './educations.ts';
import { DEMO_EQUIPMENT, DEMO_SPACES, type DemoFacility } from './facilities.ts';
import { DEMO_FAQS } from './faqs.ts';
import { DEMO_GALLERY } from './gallery.ts';
import { illustration, partnerLogo, type PaletteName, type Pictogram } from './illustrations.ts';
import { DEMO_NOTIFICATIONS } from './notifications.ts';
import { DEMO_HERO_SLIDES, DEMO_PARTNERS, DEMO_POPUPS, type DemoBanner } from './site.ts';
import { DEMO_TERMS } from './terms.ts';
import { WEEKDAYS } from './text.ts';

/** A repository a seed writes through: what createLocalisedTable gives. */
interface SeedTarget<Input> {
  count(): Promise<number>;
  create(input: Input, at: string, extra?: Record<string, unknown>): Promise<unknown>;
}

/** One resource's demo rows, written only while that resource has none. */
interface Seed<Input = never> {
  name: string;
  target: SeedTarget<Input>;
  rows(pictures: Pictures): Promise<Array<{ input: Input; fixed?: Record<string, unknown> }>>;
}

const seed = <Input>(definition: Seed<Input>) => definition as unknown as Seed;

/** Draws and stores demo pictures, answering their public addresses. */
function picturesIn(store: FileStore) {
  const save = async (svg: string) => fileUrl(await store.put(Buffer.from(svg), 'image/svg+xml'));
  return {
    tile: (pictogram: Pictogram, palette: PaletteName) => save(illustration(pictogram, palette)),
    thumb: (pictogram: Pictogram, palette: PaletteName) => save(illustration(pictogram, palette, { width: 400, height: 300 })),
    banner: async ({ picture }: DemoBanner) =>
      save(picture.kind === 'logo'
        ? partnerLogo(picture.initials, picture.name, picture.palette)
        : illustration(picture.pictogram, picture.palette, { width: 1920, height: 720 })),
  };
}
type Pictures = ReturnType<typeof picturesIn>;

function facilitySeed(name: string, db: Knex, kind: (typeof FACILITY_KINDS)[keyof typeof FACILITY_KINDS], demo: DemoFacility[]) {
  return seed({
    name, target: createFacilitiesRepository(db, kind),
    rows: (pictures) => Promise.all(demo.map(async ({ picture: [pictogram, palette], time, ...facility }, order) => ({
      input: { ...facility, time: time ?? WEEKDAYS, order, thumb: await pictures.thumb(pictogram, palette), images: [await pictures.tile(pictogram, palette)] },
    }))),
  });
}

function seedsFor(db: Knex): Seed[] {
  return [
    seed({ name: 'notifications', target: createNoticeBoardRepository(db, 'notifications'), rows: async () => DEMO_NOTIFICATIONS.map(({ createdAt, ...input }) => ({ input, fixed: datedAt(createdAt) })) }),
    seed({ name: 'businesses', target: createNoticeBoardRepository(db, 'businesses'), rows: async () => DEMO_BUSINESSES.map(({ createdAt, ...input }) => ({ input, fixed: datedAt(createdAt) })) }),
    facilitySeed('spaces', db, FACILITY_KINDS.space, DEMO_SPACES),
    facilitySeed('equipment', db, FACILITY_KINDS.equipment, DEMO_EQUIPMENT),
    seed({
      name: 'educations', target: createEducationsRepository(db),
      rows: (pictures) => Promise.all(DEMO_EDUCATIONS.map(async ({ picture: [pictogram, palette], ...course }) => ({ input: { ...course, thumb: await pictures.thumb(pictogram, palette) } }))),
    }),
    seed({
      name: 'gallery', target: createGalleryRepository(db),
      rows: (pictures) => Promise.all(DEMO_GALLERY.map(async ({ picture: [pictogram, palette], ...shot }) => ({
        input: { ...shot, image: await pictures.tile(pictogram, palette), thumb: await pictures.thumb(pictogram, palette) },
      }))),
    }),
    seed({ name: 'faqs', target: createFaqsRepository(db), rows: async () => DEMO_FAQS.map((input) => ({ input })) }),
    seed({ name: 'terms', target: createTermsRepository(db), rows: async () => DEMO_TERMS.map((input) => ({ input })) }),
    seed({
      name: 'banners', target: createBannersRepository(db),
      // Order counts within each group (MAIN, PARTNER).
      rows: (pictures) => Promise.all([...DEMO_HERO_SLIDES, ...DEMO_PARTNERS].map(async (banner, index) => {
        const { picture: _picture, ...input } = banner;
        const order = index < DEMO_HERO_SLIDES.length ? index : index - DEMO_HERO_SLIDES.length;
        return { input: { ...input, order, image: await pictures.banner(banner) } };
      })),
    }),
    seed({ name: 'popups', target: createPopupsRepository(db), rows: async () => DEMO_POPUPS.map((popup, order) => ({ input: { ...popup, order } })) }),
  ];
}

export interface PrepareContentOptions {
  demo: boolean;
  /** Where demo pictures are stored; DATA_DIR/content-files by default (the service must read the same folder). */
  filesDir?: string;
}

/**
 * Run by the launcher: migrate, then add demo content. Each resource is seeded only while it is
 * empty, so running this again adds nothing, and a database from an older release gains the
 * resources it lacked.
 */
export async function prepareContentDatabase(database: DatabaseConfig, options: PrepareContentOptions) {
  const db = await connectDatabase(database);
  try {
    await runMigrations(db, migrations);
    const created: Record<string, number> = {};
    const pictures = picturesIn(localFileStore(options.filesDir ?? defaultFilesDir('content-files')));
    // The terms of use and privacy policy are not demo content: nobody can sign up without them,
    // so a real installation starts with them too (staff replace the text in the console).
    for (const { name, target, rows } of seedsFor(db).filter((seed) => options.demo || seed.name === 'terms')) {
      created[name] = 0;
      if ((await target.count()) > 0) continue;
      for (const { input, fixed } of await rows(pictures)) await target.create(input, now(), fixed);
      created[name] = await target.count();
    }
    return created;
  } finally {
    await db.destroy();
  }
}
