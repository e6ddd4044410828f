// Inquiry images are written before their question's row is (and a crash can fall between the
// two), so files nobody refers to can be left behind. The sweep removes them once they are old
// enough that no upload can still be on its way to being referred to; it runs at start and hourly.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { STORED_NAME, type FileStore } from '@centre/server-kit';
import type { InquiriesRepository } from './repositories/inquiries.ts';

/** How old an unreferenced file must be before it is removed, and how often the sweep runs. */
export const INQUIRY_IMAGE_SWEEP_AGE_MS = 60 * 60_000;

export interface InquiryImageSweep {
  dir: string;
  files: FileStore;
  inquiries: Pick<InquiriesRepository, 'unreferenced'>;
  now: Date;
}

/** Removes the store's unreferenced files older than INQUIRY_IMAGE_SWEEP_AGE_MS; answers how many. */
export async function sweepInquiryImages({ dir, files, inquiries, now }: InquiryImageSweep): Promise<number> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => STORED_NAME.test(name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0; // nothing stored yet
    throw error;
  }
  const old: string[] = [];
  for (const name of names) {
    const written = await stat(path.join(dir, name)).catch(() => null);
    if (written && now.getTime() - written.mtimeMs > INQUIRY_IMAGE_SWEEP_AGE_MS) old.push(name);
  }
  const unreferenced = await inquiries.unreferenced(old);
  for (const name of unreferenced) await files.delete(name);
  return unreferenced.length;
}
