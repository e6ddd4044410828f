import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where files of the content service live: local disk now, an S3-compatible store later. */
export interface FileStore {
  /** Stores the bytes under a name derived from their hash and returns it; storing the same bytes twice is a no-op. */
  put(content: Buffer, contentType: string): Promise<string>;
  /** The bytes and their content type, or null when no file has that name. */
  get(name: string): Promise<StoredFile | null>;
}

export interface StoredFile {
  content: Buffer;
  contentType: string;
}

/** Public address of a stored file. */
export const FILES_PATH = '/api/v1/files';
export const fileUrl = (name: string) => `${FILES_PATH}/${name}`;

const EXTENSIONS: Record<string, string> = { 'image/svg+xml': 'svg', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'application/pdf': 'pdf' };

/** Only names this store generates are ever looked up, so no path can leave its folder. */
export const STORED_NAME = /^[0-9a-f]{32}\.(svg|png|jpg|webp|pdf)$/;

export function storedNameFor(content: Buffer, contentType: string): string {
  const extension = EXTENSIONS[contentType];
  if (!extension) throw new Error(`Unsupported content type: ${contentType}`);
  return `${createHash('sha256').update(content).digest('hex').slice(0, 32)}.${extension}`;
}

export function defaultFilesDir(): string {
  return path.join(process.env.DATA_DIR ?? 'data', 'content-files');
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
  };
}
