/**
 * One rspack config factory for every app (the Tractor Store's 'same shape, one loop'):
 * each app is built twice from the same source, for the browser and for Node (server rendering).
 * Plain JavaScript so rspack loads it in plain Node (see docs/decisions/0003-build-config-in-mjs.md).
 *
 * @typedef {'browser' | 'node'} Target
 * @typedef {object} AppOptions
 * @property {string} name Federation name, also the CSS class prefix and folder name.
 * @property {string} dir Absolute folder of the app.
 * @property {Record<string, string>} [exposes] Modules other apps may load (remotes only).
 * @property {string} [browserEntry] Entry for the browser (the shell's app).
 * @property {string} [nodeEntry] Entry for the Node build of a host (the shell's server).
 * @property {string[]} [preloadImports] Dynamic imports made at every start (by the entry or the code it imports),
 *   whose files every document preloads.
 * @property {Partial<Record<Target, string[]>>} [runtimePlugins] Federation runtime plugins, per target.
 * @property {string[]} [nodeExternals] Packages the Node build requires from node_modules at run time instead of
 *   bundling them (a package that reads data files beside its own code, such as geoip-country).
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedSingletons, contractVersion } from './shared-deps.mjs';
import { sortIntegrityMaps } from './integrity-maps.mjs';
const require = createRequire(import.meta.url);
const production = process.env.NODE_ENV !== 'development';
/** CommonJS entry of each federation runtime package → its ES module build, for the browser. @returns {Record<string, string>} */
const esmFederationRuntime = () =>
  Object.fromEntries(
    [
      '@module-federation/webpack-bundler-runtime',
      '@module-federation/runtime',
      '@module-federation/runtime-core',
      '@module-federation/sdk',
    ].map((pkg) => {
      const cjs = require.resolve(pkg);
      return [cjs, cjs.replace(/\.cjs$/, '.js')];
    }),
  );
/**
 * Every message reaching react-intl in the browser is already an AST (build/messages-loader.cjs compiles the
 * catalogues, and the server inlines the shell's compiled ones), so browser builds take the parser's `no-parser`
 * build: the same AST types and helpers, and a `parse` that throws. About 8 KB gzip less in the react-intl chunk.
 */
const browserIcuParser = () => ({
  '@formatjs/icu-messageformat-parser$': require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
});
/**
 * react-router's package exports name only its development build (warnings and their messages kept); a production
 * browser build takes the production build of the same version beside it (the shell's router, ADR 0503).
 * @returns {Record<string, string>}
 */
const productionRouter = () =>
  production
    ? {
        'react-router$': path.join(
          path.dirname(require.resolve('react-router/package.json')),
          'dist/production/index.mjs',
        ),
      }
    : {};
/** @param {Target} target @returns {import('@rspack/core').RuleSetRule} */
const swcRule = (target) => ({
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: !production } },
      target: target === 'node' ? 'es2022' : 'es2020',
    },
  },
  type: 'javascript/auto',
});
/** @param {string} app @param {Target} target @returns {import('@rspack/core').RuleSetRule} */
const cssRule = (app, target) => ({
  test: /\.module\.css$/,
  type: 'css/module',
  // Same class names in both builds, so server HTML and browser hydration agree; the owner's name prefixes each.
  generator: { localIdentName: `${app}-[local]-[hash:6]`, exportsOnly: target === 'node' },
  parser: { namedExports: false },
});
/** Message catalogues are compiled to ICU ASTs at build time (build/messages-loader.cjs). */
const messagesRule = {
  test: /[\\/]locales[\\/][a-z]{2}[\\/][a-z]+\.json$/,
  loader: require.resolve('./messages-loader.cjs'),
  type: 'json',
};

/** @param {Target} target @returns {import('@rspack/core').RuleSetRule} */
const globalCssRule = (target) => ({
  test: /\.css$/,
  exclude: /\.module\.css$/,
  type: 'css',
  ...(target === 'node' ? { generator: { exportsOnly: true } } : {}),
});
/**
 * Writes entry-assets.json: the files of the browser entry and of the dynamic imports it always makes (the
 * app's bootstrap and what that loads), for the server to link and preload in each document.
 */
class EntryAssetsPlugin {
  /** @param {string[]} preload */
  constructor(preload) {
    this.preload = preload;
  }
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EntryAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EntryAssetsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entry = compilation.entrypoints.get('main')?.getFiles() ?? [];
          const boundary = compilation.chunkGroups
            .filter((group) =>
              group.origins.some((origin) => this.preload.some((request) => origin.request?.startsWith(request))),
            )
            .flatMap((group) => group.getFiles());
          const files = [...new Set([...entry, ...boundary])];
          const manifest = {
            js: files.filter((f) => f.endsWith('.js')),
            css: files.filter((f) => f.endsWith('.css')),
            entry: entry.filter((f) => f.endsWith('.js')),
          };
          compilation.emitAsset('entry-assets.json', new rspack.sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}
/**
 * Writes css-chunks.json: each CSS file of the browser build → the key rspack's CSS chunk loader gives its chunk
 * (`<uniqueName>:chunk-<id>`). The loader counts a chunk as loaded when the document holds a
 * `<link rel="stylesheet" data-rspack="<key>">`; the server writes one, with no `href` so that no browser fetches
 * anything, for each file it inlined or linked under another chunk (ADR 0501).
 */
class CssChunksPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CssChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CssChunksPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const app = compiler.options.output.uniqueName;
          /** @type {Record<string, string>} */
          const chunks = {};
          for (const chunk of compilation.chunks) {
            for (const file of chunk.files)
              if (file.endsWith('.css') && chunk.id != null) chunks[file] = `${app}:chunk-${chunk.id}`;
          }
          const sorted = Object.fromEntries(Object.entries(chunks).sort(([a], [b]) => a.localeCompare(b)));
          compilation.emitAsset('css-chunks.json', new rspack.sources.RawSource(JSON.stringify(sorted, null, 2)));
        },
      );
    });
  }
}

/**
 * rspack's SubresourceIntegrityPlugin writes the chunk → hash map into the runtime (`sriHashes={…}`,
 * `sriCssHashes={…}`) in the order of a hash map, which differs from one build to the next: the same sources gave
 * a remoteEntry.js with other bytes under the same name, so a republished version's recorded hashes no longer matched
 * the files already published (ADR 0700). The maps are sorted by chunk id once the hashes are in, before the content
 * hashes of file names are computed, so a build's bytes depend on its sources only.
 */
class SortedIntegrityMapsPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SortedIntegrityMapsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SortedIntegrityMapsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH - 1 },
        (assets) => {
          for (const [name, asset] of Object.entries(assets)) {
            if (!name.endsWith('.js')) continue;
            const text = asset.source().toString();
            const sorted = sortIntegrityMaps(text);
            if (sorted !== text) compilation.updateAsset(name, new rspack.sources.RawSource(sorted));
          }
        },
      );
    });
  }
}

/** Marks a Node build's folder as CommonJS (the workspaces are ES modules). */
class CommonJsFolderPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CommonJsFolderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CommonJsFolderPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset('package.json', new rspack.sources.RawSource('{ "type": "commonjs" }\n'));
        },
      );
    });
  }
}

/**
 * @param {AppOptions} options
 * @param {Target} target
 * @returns {import('@rspack/core').Configuration}
 */
export function appConfig(options, target) {
  const { name, dir, exposes } = options;
  const isNode = target === 'node';
  const entry = isNode ? options.nodeEntry : options.browserEntry;
  const runtimePlugins = [
    ...(isNode ? [require.resolve('@module-federation/node/runtimePlugin')] : []),
    ...(options.runtimePlugins?.[target] ?? []),
  ];
  return {
    name: `${name}-${target}`,
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'source-map',
    target: isNode ? 'async-node' : ['web', 'es2020'],
    entry: entry ? { main: entry } : {},
    ...(isNode && options.nodeExternals
      ? { externals: Object.fromEntries(options.nodeExternals.map((external) => [external, `commonjs ${external}`])) }
      : {}),
    output: {
      path: path.join(dir, 'dist', isNode ? 'server' : 'browser'),
      // Remotes resolve chunks against where their entry was loaded from, so one artifact works under any versioned path.
      publicPath: isNode ? '' : 'auto',
      uniqueName: name,
      filename: isNode || !production ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: isNode || !production ? '[name].js' : '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      clean: true,
      // Chunks are loaded in CORS mode with their hash (SubresourceIntegrityPlugin below): the remotes' origins answer
      // `Access-Control-Allow-Origin: *`, and no credentials go with code (docs/security.md).
      ...(isNode ? {} : { crossOriginLoading: 'anonymous' }),
      ...(isNode ? { library: { type: 'commonjs-module' }, chunkFormat: 'commonjs', chunkLoading: 'async-node' } : {}),
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      // The federation plugin points its runtime at CommonJS files (it resolves them with require.resolve);
      // the ES module builds of the same version let the browser bundle drop what `optimization` disables.
      alias: isNode ? {} : { ...esmFederationRuntime(), ...browserIcuParser(), ...productionRouter() },
    },
    module: { rules: [swcRule(target), cssRule(name, target), globalCssRule(target), messagesRule] },
    // TRACE_NO_MINIFY=1: readable function names in a trace (scripts/bench/trace-tasks.ts); never for a release.
    optimization: { minimize: production && !isNode && !process.env.TRACE_NO_MINIFY },
    performance: { hints: false },
    stats: 'errors-warnings',
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __CONTRACT_VERSION__: JSON.stringify(contractVersion()),
      }),
      ...(!isNode && entry ? [new EntryAssetsPlugin(options.preloadImports ?? [])] : []),
      ...(isNode ? [new CommonJsFolderPlugin()] : []),
      // The sha384 of every chunk is written into the runtime that loads it, so a chunk whose bytes changed on the way
      // (a compromised CDN) is refused by the browser; the entry's own hash is recorded at publish (scripts/lib).
      ...(!isNode
        ? [
            new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'], htmlPlugin: false }),
            new SortedIntegrityMapsPlugin(),
            new CssChunksPlugin(),
          ]
        : []),
      new ModuleFederationPlugin({
        name,
        ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
        remotes: {},
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        runtimePlugins,
        dts: false,
        manifest: isNode ? false : { fileName: 'mf-manifest.json' },
        ...(isNode ? { library: { type: 'commonjs-module', name }, remoteType: 'script' } : {}),
        // In the browser, remotes use the shell's federation runtime instead of shipping their own copy
        // (about 20 KB gzip less per remote); they never run outside the shell. Browsers register entries,
        // not manifests, so the runtime's snapshot plugin and Node code are left out (ADR 0006).
        ...(!isNode
          ? {
              experiments: {
                ...(exposes ? { externalRuntime: true } : { provideExternalRuntime: true }),
                optimization: { disableSnapshot: true, target: 'web' },
              },
            }
          : {}),
      }),
    ],
  };
}
/**
 * The options of every app whose rspack.config.mjs was imported in this process, by name: the remote-shape check
 * reads each remote's `exposes` from its real config instead of scraping the file.
 * @type {Map<string, AppOptions>}
 */
export const declaredApps = new Map();
/** Both builds of an app, for an rspack.config.mjs to export. @param {AppOptions} options */
export function appConfigs(options) {
  declaredApps.set(options.name, options);
  return [appConfig(options, 'browser'), appConfig(options, 'node')];
}

/**
 * A remote alone, for its team's dev loop (`npm run dev -- <remote>`): `src/bootstrap.tsx` bundled as a plain page
 * with React Fast Refresh, without federation (nothing is shared with a host: there is none). Never published.
 * @param {{ name: string, dir: string, plugins?: import('@rspack/core').RspackPluginInstance[] }} options
 * @returns {import('@rspack/core').Configuration}
 */
export function standaloneConfig({ name, dir, plugins = [] }) {
  return {
    name: `${name}-standalone`,
    context: dir,
    mode: 'development',
    devtool: 'cheap-module-source-map',
    target: ['web', 'es2020'],
    entry: { main: './src/bootstrap.tsx' },
    output: { path: path.join(dir, 'dist', 'standalone'), publicPath: '/', uniqueName: `${name}-standalone` },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: true, refresh: true } },
              target: 'es2020',
            },
          },
          type: 'javascript/auto',
        },
        cssRule(name, 'browser'),
        globalCssRule('browser'),
        messagesRule,
      ],
    },
    stats: 'errors-warnings',
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify('development'),
        __CONTRACT_VERSION__: JSON.stringify(contractVersion()),
      }),
      new rspack.HtmlRspackPlugin({
        title: `${name} (standalone)`,
        templateContent: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${name} (standalone)</title></head><body><div id="app"></div></body></html>`,
      }),
      ...plugins,
    ],
  };
}
