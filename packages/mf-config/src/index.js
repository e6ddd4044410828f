// One webpack + Module Federation config for the shell and every remote, so the list of shared
// singletons and the build rules cannot drift between apps. Plain JS: webpack-cli loads it directly.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { CompileHintsPlugin } from './compile-hints.js';
import { PrecompressPlugin } from './precompress.js';

const thisFile = fileURLToPath(import.meta.url);
/** The used part of react-router that every app provides under both router names. */
const ROUTER_PROVIDED = path.join(path.dirname(thisFile), 'react-router-used.js');
/** The used part of react-i18next, provided the same way. */
const I18NEXT_REACT_PROVIDED = path.join(path.dirname(thisFile), 'react-i18next-used.js');
/** What replaces axios's fetch adapter: browsers use its XMLHttpRequest adapter (see the file). */
const AXIOS_NO_FETCH = path.join(path.dirname(thisFile), 'axios-no-fetch.js');

/**
 * The federation runtime core, ESM build. The shell hands it to the remotes (see `federationRuntime`);
 * the provider plugin is CommonJS and would otherwise `require` the CommonJS build of the same core
 * through `@module-federation/runtime-tools/runtime-core`: a second copy in the shell's main chunk
 * (measured 47.8 KB gzip instead of 26.8) that is also not the instance the shell itself runs on.
 */
const RUNTIME_CORE_ESM = createRequire(import.meta.url)
  .resolve('@module-federation/runtime-core')
  .replace(/index\.cjs$/, 'index.js');

/**
 * One Module Federation runtime on the page. The shell provides its runtime core
 * (`provideExternalRuntime`, a global the provider plugin sets before any remote loads) and remotes
 * built for production take it from there instead of each carrying ~26 KB gzip of their own
 * (`externalRuntime`). A remote running alone in development has no shell to provide it, so it
 * keeps its own runtime there.
 */
function federationRuntime({ isRemote, production }) {
  if (!isRemote) return { experiments: { provideExternalRuntime: true }, alias: { '@module-federation/runtime-tools/runtime-core$': RUNTIME_CORE_ESM } };
  return { experiments: production ? { externalRuntime: true } : {}, alias: {} };
}

/** Where the gateway (and the services behind it) listens during development. */
export const DEV_API_TARGET = process.env.CENTRE_API_TARGET ?? 'http://127.0.0.1:8080';

/**
 * npm hoisted React 18 to the root (tap's reporter needs it) while every front-end workspace has
 * React 19 in its own node_modules. Libraries resolved from the root (react-router, react-i18next)
 * and from packages/platform would otherwise each pick up another React. Bare imports are looked up
 * in the building app's node_modules first, so there is exactly one React 19 in every build; going
 * through normal module resolution keeps package `exports` (react-router/dom, react-dom/client) intact.
 */
export function appFirstModules(appDir) {
  return [path.join(appDir, 'node_modules'), 'node_modules'];
}

/** Where the React family resolves for this app (used for the shared versions). */
export function reactPackageDirs(appDir) {
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  const packageDir = (name, from = requireFromApp) => path.dirname(from.resolve(`${name}/package.json`));
  const routerDomDir = packageDir('react-router-dom');
  return {
    react: packageDir('react'),
    'react-dom': packageDir('react-dom'),
    'react-router-dom': routerDomDir,
    'react-router': packageDir('react-router', createRequire(path.join(routerDomDir, 'package.json'))),
  };
}

/**
 * react-router 7's package exports name only its development build (dev warnings on, for every
 * bundler: remix-run/react-router#12532); production builds take the production twin beside it.
 */
function reactRouterProductionBuild(appDir) {
  return path.join(reactPackageDirs(appDir)['react-router'], 'dist/production/index.mjs');
}

function versionOf(dir) {
  return createRequire(path.join(dir, 'package.json'))('./package.json').version;
}

/**
 * The singletons every app shares. `react/` and `react-dom/` are prefix keys: without them
 * `react/jsx-runtime` and `react-dom/client` would be bundled once per app.
 *
 * The shell is their provider: its copies are eager (in its first script, no round trip before the
 * start) and it skips the version check on its own consumes — it would only compare each version
 * with itself, and the semver parsing costs ~15 ms of the start on a throttled phone. Remotes keep
 * `requiredVersion`, so a remote built against an incompatible version is still reported.
 */
export function sharedSingletons(appDir, { provider = false } = {}) {
  const aliases = reactPackageDirs(appDir);
  const reactVersion = versionOf(aliases.react);
  const routerVersion = versionOf(aliases['react-router']);
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  const rootVersion = (name) => versionOf(path.dirname(requireFromApp.resolve(`${name}/package.json`)));
  const singleton = (version) => ({ singleton: true, version, ...(provider ? { eager: true, requiredVersion: false } : { requiredVersion: `^${version}` }) });
  return {
    react: singleton(reactVersion),
    'react/': singleton(reactVersion),
    'react-dom': singleton(reactVersion),
    'react-dom/': singleton(reactVersion),
    'react-router': { ...singleton(routerVersion), import: ROUTER_PROVIDED },
    'react-router-dom': { ...singleton(versionOf(aliases['react-router-dom'])), import: ROUTER_PROVIDED },
    i18next: singleton(rootVersion('i18next')),
    'react-i18next': { ...singleton(rootVersion('react-i18next')), import: I18NEXT_REACT_PROVIDED },
    axios: singleton(rootVersion('axios')),
    '@centre/platform': singleton(rootVersion('@centre/platform')),
  };
}

/**
 * The shell's first script, split three ways: React DOM; the federation runtime with i18next, axios
 * and single-spa; and the rest (React, the router, the platform, the shell). The browser downloads the
 * three in parallel and compiles and runs each in a task of its own. As one 506 KB file, finishing
 * its compile alone (the compile hint compiles every function) was a single ~25 ms task unthrottled,
 * ~100 ms on the throttled phone Lighthouse simulates, all of it counted as blocking time
 * (measurements in docs/decisions.md). Only initial chunks are touched: what the page loads on
 * demand is split as before.
 */
const SHELL_FIRST_SCRIPTS = {
  reactDom: { test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, chunks: 'initial', name: 'react-dom', enforce: true, priority: 20 },
  libraries: { test: /[\\/]node_modules[\\/](@module-federation|i18next|axios|single-spa)[\\/]/, chunks: 'initial', name: 'libraries', enforce: true, priority: 10 },
};

/**
 * @param {object} options
 * @param {string} options.appDir        the app's folder (holds package.json, src/, dist/)
 * @param {string} options.name          Module Federation name, e.g. 'mf_public' or 'shell'
 * @param {Record<string,string>} [options.exposes]  remotes: what they expose
 * @param {string[]} [options.runtimePlugins]        absolute paths of MF runtime plugins
 * @param {string} [options.favicon]                 absolute path of the page's icon (copied beside index.html)
 * @param {number} options.devPort       webpack-dev-server port for running the app alone
 * @param {string} [options.title]       document title of the app's own HTML page
 * @param {string} [options.template]    HTML template (defaults to a bare page with #root)
 * @param {string[]} [options.devProxy]  path prefixes proxied to the gateway in development
 */
export function createFederatedConfig(options) {
  const { appDir, name, exposes, runtimePlugins = [], devPort, title = name, template, devProxy = ['/api'], favicon } = options;
  const isRemote = Boolean(exposes);

  return (_env, argv) => {
    const production = argv.mode === 'production';
    const runtime = federationRuntime({ isRemote, production });
    const cssLoader = (modules) => ({
      loader: 'css-loader',
      options: {
        importLoaders: 0,
        modules: modules
          ? {
              // App name first: class names stay distinct between remotes sharing a page.
              localIdentName: production ? `${name}-[hash:base64:6]` : `${name}__[name]__[local]`,
              localIdentHashSalt: name,
              namedExport: false,
              exportLocalsConvention: 'as-is',
            }
          : false,
      },
    });
    const styleLoader = production ? MiniCssExtractPlugin.loader : 'style-loader';

    /** @type {import('webpack').Configuration} */
    const config = {
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: { main: './src/index.ts' },
      target: 'web',
      // Production maps are kept for staff but hidden (no sourceMappingURL in the scripts); the
      // gateway refuses to serve *.map, so the front-end source is not published.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        publicPath: 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
        modules: appFirstModules(appDir),
        // react-router-dom 7 is `export * from 'react-router'` plus two DOM-only routers. With
        // react-router itself shared, that star re-export of a shared module comes out EMPTY in
        // production builds (measured: 2 exports instead of 129), so every app gets react-router
        // under both names. Nothing here uses the DOM-only HydratedRouter / RouterProvider.
        alias: {
          'react-router-dom$': 'react-router',
          'react-router-whole$': production ? reactRouterProductionBuild(appDir) : 'react-router',
          'react-i18next-whole$': 'react-i18next',
          ...runtime.alias,
        },
        // Source files import siblings with their .ts extension (allowImportingTsExtensions).
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  target: 'es2022',
                  transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                },
              },
            },
          },
          { test: /\.module\.css$/, use: [styleLoader, cssLoader(true)] },
          { test: /\.css$/, exclude: /\.module\.css$/, use: [styleLoader, cssLoader(false)] },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
        ],
      },
      plugins: [
        { apply: (compiler) => new compiler.webpack.NormalModuleReplacementPlugin(/[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/, AXIOS_NO_FETCH).apply(compiler) },
        new ModuleFederationPlugin({
          name,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes } : { remotes: {} }),
          // The shell ships the shared singletons in its entry chunk (eager): the page's first script
          // brings React, the router, i18next, axios and the platform at once, instead of a chain of
          // small requests that only start once that script has run. Remotes take them from there.
          shared: sharedSingletons(appDir, { provider: !isRemote }),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          // Browser-only runtime: the federation runtime's Node.js branches are left out. (The
          // snapshot plugin must stay: remotes are registered by their mf-manifest.json.)
          experiments: { optimization: { target: 'web' }, ...runtime.experiments },
          manifest: true,
          dts: false,
        }),
        // A remote's page is only for running it alone in development.
        ...(!isRemote || !production
          ? [
              new HtmlWebpackPlugin({
                title,
                ...(favicon ? { favicon } : {}),
                template: template ?? path.join(path.dirname(thisFile), 'standalone.html'),
                chunks: ['main'],
                // Absolute: history-mode deep links (/notice/…) must still find the scripts.
                publicPath: '/',
              }),
            ]
          : []),
        ...(production ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' })] : []),
        ...(production ? [new CompileHintsPlugin()] : []),
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      optimization: {
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } })],
        ...(!isRemote && production ? { splitChunks: { cacheGroups: SHELL_FIRST_SCRIPTS } } : {}),
      },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(appDir, '.webpack-cache'),
        buildDependencies: { config: [thisFile, AXIOS_NO_FETCH, path.join(path.dirname(thisFile), 'precompress.js'), path.join(path.dirname(thisFile), 'compile-hints.js'), path.join(appDir, 'webpack.config.js')] },
      },
      performance: { hints: false },
      infrastructureLogging: { level: 'warn' },
      devServer: {
        port: devPort,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        // The shell (or another origin) loads this remote's entry in development.
        headers: isRemote ? { 'Access-Control-Allow-Origin': '*' } : {},
        proxy: [{ context: devProxy, target: DEV_API_TARGET, changeOrigin: false }],
        client: { overlay: { runtimeErrors: false } },
      },
    };
    return config;
  };
}
