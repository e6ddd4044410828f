import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';

/**
 * Where the platform's files live (editor pictures, gallery, forms, member documents): local disk
 * now, an S3-compatible store later. Names are generated from the bytes, so no caller's name ever
 * reaches the disk, and the folder is outside anything the gateway serves.
 */
export interface FileStore {
  /** Stores the bytes under a name derived from their hash and returns it; storing the same bytes twice is a no-op. */
  put(content: Buffer, contentType: string): Promise<string>;
  /** The bytes and their content type, or null when no file has that name. */
  get(name: string): Promise<StoredFile | null>;
  /** Removes the file (personal documents go when their owner leaves); no error when it is gone already. */
  delete(name: string): Promise<void>;
}

export interface StoredFile {
  content: Buffer;
  contentType: string;
}

const EXTENSIONS: Record<string, string> = { 'image/svg+xml': 'svg', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'application/pdf': 'pdf' };

/** Only names this store generates are ever looked up, so no path can leave its folder. */
export const STORED_NAME = /^[0-9a-f]{32}\.(svg|png|jpg|webp|pdf)$/;

export function storedNameFor(content: Buffer, contentType: string): string {
  const extension = EXTENSIONS[contentType];
  if (!extension) throw new Error(`Unsupported content type: ${contentType}`);
  return `${createHash('sha256').update(content).digest('hex').slice(0, 32)}.${extension}`;
}

/** DATA_DIR/<folder>, e.g. content-files or member-files: one folder per service. */
export function defaultFilesDir(folder: string): string {
  return path.join(process.env.DATA_DIR ?? 'data', folder);
}

/** Content types the platform accepts from uploads, recognised from the bytes (never the name or the browser's claim). */
export const UPLOADABLE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export type UploadableType = (typeof UPLOADABLE_TYPES)[number];

/**
 * The type of uploaded bytes, read from their signature; null when they are none of `allowed`
 * (a renamed executable, an HTML page called photo.png, an SVG that could carry script).
 */
export async function sniffUploadType<T extends string = UploadableType>(
  content: Buffer,
  allowed: readonly T[] = UPLOADABLE_TYPES as unknown as readonly T[],
): Promise<T | null> {
  const detected = await fileTypeFromBuffer(content);
  return detected && (allowed as readonly string[]).includes(detected.mime) ? (detected.mime as T) : null;
}

/** Files on local disk, each with a `<name>.json` beside it holding its metadata. The folder is created on first write. */
export function localFileStore(dir: string): FileStore {
  return {
    async put(content, contentType) {
      const name = storedNameFor(content, contentType);
      await mkdir(dir, { recursive: true });
      // Write then rename, so a reader never sees half a file. Each write has its own temporary
      // name: two uploads of the same bytes at once must not rename each other's file away. The
      // metadata lands first, so a file that can be found always has its content type.
      const publish = async (target: string, data: Buffer | string) => {
        const temporary = path.join(dir, `.${target}.${randomUUID()}.tmp`);
        await writeFile(temporary, data);
        await rename(temporary, path.join(dir, target));
      };
      await publish(`${name}.json`, JSON.stringify({ contentType, size: content.length }));
      await publish(name, content);
      return name;
    },

    async get(name) {
      if (!STORED_NAME.test(name)) return null;
      try {
        const [content, metadata] = await Promise.all([readFile(path.join(dir, name)), readFile(path.join(dir, `${name}.json`), 'utf8')]);
        return { content, contentType: (JSON.parse(metadata) as { contentType: string }).contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(name) {
      if (!STORED_NAME.test(name)) return;
      // The content first: once it is gone, get finds nothing even if removing the metadata fails.
      await rm(path.join(dir, name), { force: true });
      await rm(path.join(dir, `${name}.json`), { force: true });
    },
  };
}
