// Marks the scripts a page runs as it starts with V8's explicit compile hint
// (`//# allFunctionsCalledOnLoad`, Chrome 136+): their functions are compiled while the file
// streams in, on a background thread, instead of one by one on the main thread when first called.
// Other engines read a comment.

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Only initial chunks (the shell's three first scripts, a remote's `remoteEntry.js`) carry the
 * hint: nearly all of their code runs at start. Marking every chunk was measured slower: it
 * compiles code that a page never calls.
 */
export class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      // After minification (which drops comments) and before the source maps are written, so the
      // maps account for the added first line.
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.canBeInitial()) continue;
            for (const file of chunk.files) {
              if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
            }
          }
        },
      );
    });
  }
}
