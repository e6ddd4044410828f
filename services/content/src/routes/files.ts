import type { FastifyPluginAsync } from 'fastify';

/** Public address of a stored file. */
export const FILES_PATH = '/api/v1/files';
export const fileUrl = (name: string) => `${FILES_PATH}/${name}`;

// Names are content hashes, so a name's bytes never change: cache for a year without asking again.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Pictures and documents of the content service, by their generated names. */
export const fileRoutes: FastifyPluginAsync = async (app) => {
  app.get(`${FILES_PATH}/:name`, async (request, reply) => {
    // Any name the store did not generate (../, odd characters) is simply not found.
    const file = await app.files.get((request.params as { name: string }).name);
    if (!file) return reply.notFound('This file does not exist.');
    reply.header('content-type', file.contentType);
    reply.header('x-content-type-options', 'nosniff');
    // An SVG opened on its own must not run scripts or load anything; inline styles are harmless.
    reply.header('content-security-policy', file.contentType === 'image/svg+xml' ? "default-src 'none'; style-src 'unsafe-inline'" : "default-src 'none'");
    // Documents (downloadable forms) are saved, not opened inside the site's origin.
    if (file.contentType === 'application/pdf') reply.header('content-disposition', 'attachment');
    reply.header('cache-control', IMMUTABLE);
    return reply.send(file.content);
  });
};
