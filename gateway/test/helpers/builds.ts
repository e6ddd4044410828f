import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Test } from 'tap';

export const CHUNK = 'console.log("a content-hashed chunk");'.repeat(40);
export const ENTRY = 'var mf_public = {};'.repeat(40);

/** A build with the .br and .gz copies the production build writes beside each text file; returns the gateway env that serves it. */
export function precompressedBuilds(t: Test) {
  const root = mkdtempSync(path.join(tmpdir(), 'centre-dist-'));
  t.teardown(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, body: string | Buffer) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), body);
  };
  const withCopies = (file: string, text: string) => {
    write(file, text);
    write(`${file}.br`, brotliCompressSync(text));
    write(`${file}.gz`, gzipSync(text));
  };
  write('shell/index.html', '<!doctype html><title>센터</title><div id="root"></div>');
  withCopies('shell/main.3f2a9b1c.js', CHUNK);
  withCopies('public/remoteEntry.js', ENTRY);
  withCopies('public/412.a1b2c3d4.js', CHUNK);
  write('public/only-plain.a1b2c3d4.js', CHUNK);
  return {
    SHELL_DIST: path.join(root, 'shell'),
    MF_DIST_PUBLIC: path.join(root, 'public'),
    MF_DIST_MEMBER: path.join(root, 'member'),
    MF_DIST_CONSOLE: path.join(root, 'console'),
  };
}
