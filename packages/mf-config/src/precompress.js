// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of a production build, so
// the gateway (@fastify/static `preCompressed`) sends compressed files without compressing per
// request, at the strongest levels (brotli 11, gzip 9) that would be too slow to do on the fly.
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed copy saves less than its response headers cost. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

export class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      // The last stage: after minification and after the MF manifest and HTML are written.
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT, additionalAssets: true },
        async (assets) => {
          await Promise.all(
            Object.keys(assets)
              .filter((name) => COMPRESSIBLE.test(name))
              .map(async (name) => {
                const source = compilation.getAsset(name).source.buffer();
                if (source.length < MIN_BYTES) return;
                const [br, gz] = await Promise.all([
                  brotli(source, {
                    params: {
                      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                    },
                  }),
                  gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
                ]);
                compilation.emitAsset(`${name}.br`, new sources.RawSource(br), { compressed: true, development: false });
                compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz), { compressed: true, development: false });
              }),
          );
        },
      );
    });
  }
}
