// Files members upload and staff or members download later (filled forms, consultation
// attachments): the name a client sent, made safe to show and to send back, and a download that no
// browser runs or sniffs.
import type { FastifyReply } from 'fastify';

const EXTENSION: Record<string, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** A file name from a client, safe to show and to send back in Content-Disposition: no path, no control characters, bounded. */
export function cleanFileName(raw: string | undefined, contentType: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').trim().slice(0, 150);
  return cleaned || `file.${EXTENSION[contentType] ?? 'bin'}`;
}

/** Sends private or public bytes as a download under `name`, never run by a browser. */
export function sendDownload(reply: FastifyReply, content: Buffer, contentType: string, name: string) {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .send(content);
}
