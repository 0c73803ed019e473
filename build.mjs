// One build for both halves: the console (code-split ESM + Tailwind CSS) and the server bundle.
import Beasties from 'beasties';
import { build } from 'esbuild';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { headlessuiParts } from './tools/esbuild/headlessui-parts.mjs';
import { proxyCompareSplit } from './tools/esbuild/proxy-compare-split.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const out = join(root, 'dist');
const clientOut = join(out, 'client');
const assetsOut = join(clientOut, 'assets');
const quiet = process.argv.includes('--quiet');
// The CLI tools need only the server bundle, and must not disturb a running console's assets.
const serverOnly = process.argv.includes('--server-only');
const started = performance.now();

rmSync(serverOnly ? join(out, 'server') : out, { recursive: true, force: true });
mkdirSync(assetsOut, { recursive: true });

const hash = (data) => createHash('sha256').update(data).digest('base64url').slice(0, 10);

/** Seconds per step, for the table printed at the end (steps that overlap each count their own). */
const stepMs = {};
async function step(name, run) {
  const t0 = performance.now();
  try {
    return await run();
  } finally {
    stepMs[name] = (stepMs[name] ?? 0) + (performance.now() - t0);
  }
}

/**
 * Brotli (quality 9: within a few per cent of 11 at a fraction of the time) and gzip -9 of some
 * bytes, through zlib's thread pool so that files compress side by side. Assets are named by their
 * content and mostly unchanged from one build to the next, so each result is kept in a cache keyed
 * by the bytes' hash: a warm build compresses only what changed. The output is the same bytes
 * either way (same input, same settings).
 */
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressCache = join(root, 'node_modules/.cache/backoffice-build/compressed');
mkdirSync(compressCache, { recursive: true });
function compressed(data) {
  const key = createHash('sha256').update(data).digest('hex');
  const cached = async (ext, make) => {
    const file = join(compressCache, `${key}.${ext}`);
    if (existsSync(file)) return readFileSync(file);
    const made = await make();
    // Written under a temporary name, then renamed: a build killed midway leaves no torn entry.
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, made);
    renameSync(tmp, file);
    return made;
  };
  return Promise.all([
    cached('br', () => brotliAsync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })),
    cached('gz', () => gzipAsync(data, { level: 9 })),
  ]).then(([br, gz]) => ({ br, gz }));
}

async function buildCss() {
  const entry = join(root, 'styles/main.css');
  const source = readFileSync(entry, 'utf8');
  const compiler = await compile(source, { base: dirname(entry), from: entry, onDependency: () => {} });
  const sources =
    compiler.root === 'none' ? compiler.sources : [...compiler.sources, { ...compiler.root, negated: false }];
  const scanner = new Scanner({ sources });
  const css = optimize(compiler.build(scanner.scan()), { minify: true }).code;
  const file = `main-${hash(css)}.css`;
  writeFileSync(join(assetsOut, file), css);
  return file;
}

/**
 * esbuild gives every set of entry points that share a module its own chunk, and each lazy
 * import is an entry point. Left alone, the modules /login needs end up in a dozen small chunks
 * that gzip worse than one, and every new lazy screen that imports a different mix of them splits
 * them further. This plugin makes each lazy module also import the boot graph (boot/start-console.tsx,
 * which reaches app.tsx and react-dom), so those modules all have the same set of entry points and
 * land in one shared chunk, which gzips as one: the entry (main.tsx) is then a line that calls it.
 * (Not main.tsx itself: its top-level await would deadlock a lazy module importing it back.)
 *
 * The same for the console: every lazy module that only ever loads inside it (the screens, the
 * palette, the chart canvas, the rule matcher, the shell's overlays and dropdowns) also imports the shell's graph, so the ~30 modules the shell shares
 * with different mixes of screens are one chunk with it, not ~30 requests of 1–2 KB in a row
 * before a screen can render.
 */
const bootGraph = join(root, 'src/client/boot/start-console.tsx');
const shellGraph = join(root, 'src/client/shell/shell.tsx');
const insideConsole = (path) =>
  (path.startsWith(join(root, 'src/client/screens/')) &&
    !path.startsWith(join(root, 'src/client/screens/exception/'))) ||
  [
    'src/client/commands/palette.tsx',
    'src/client/ui/chart-canvas.tsx',
    'src/client/ui/rule-matcher.ts',
    // The shell's overlays (shell/overlay-chunks.ts).
    'src/client/shell/settings/settings-drawer.tsx',
    'src/client/shell/shortcut-sheet.tsx',
    'src/client/shell/menu/menu-drawer.tsx',
    'src/client/shell/message-box/message-panel.tsx',
    'src/client/shell/security-notices.tsx',
    // The navbar's and tab bar's dropdowns (shell/dropdowns/deferred-dropdown.tsx).
    'src/client/shell/dropdowns/dropdowns.ts',
  ].some((file) => path === join(root, file));
const lazyShare = {
  name: 'lazy-shares-boot-graph',
  setup(b) {
    b.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.pluginData === 'lazy-inner') return undefined;
      const inner = await b.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'lazy-inner',
      });
      if (inner.errors.length || !inner.path.startsWith(join(root, 'src/client'))) return undefined;
      return { path: inner.path, namespace: 'lazy-wrapper' };
    });
    b.onLoad({ filter: /.*/, namespace: 'lazy-wrapper' }, (args) => {
      const target = JSON.stringify(args.path);
      const source = readFileSync(args.path, 'utf8');
      const reExportDefault = /export\s+default\b/.test(source) ? `export { default } from ${target};\n` : '';
      return {
        contents: [
          `import ${JSON.stringify(bootGraph)};`,
          insideConsole(args.path) ? `import ${JSON.stringify(shellGraph)};` : '',
          `export * from ${target};`,
          reExportDefault,
        ].join('\n'),
        resolveDir: dirname(args.path),
        loader: 'js',
      };
    });
  },
};

/** `zod` in the console's code is vendor/zod-jitless.ts, which configures zod and re-exports it. */
const zodJitless = {
  name: 'zod-jitless',
  setup(b) {
    const wrapper = join(root, 'src/client/vendor/zod-jitless.ts');
    b.onResolve({ filter: /^zod$/ }, (args) => (args.importer === wrapper ? undefined : { path: wrapper }));
  },
};

/** `react` and `react/jsx-runtime` as ES modules made once (vendor/react.ts says why). */
const reactAsEsm = {
  name: 'react-as-esm',
  setup(b) {
    const shims = {
      react: join(root, 'src/client/vendor/react.ts'),
      'react/jsx-runtime': join(root, 'src/client/vendor/jsx-runtime.ts'),
    };
    b.onResolve({ filter: /^react(\/jsx-runtime)?$/ }, (args) => {
      // CommonJS requires (react-dom's) and the shims' own imports take the package itself.
      if (args.kind !== 'import-statement' || Object.values(shims).includes(args.importer)) return undefined;
      return { path: shims[args.path] };
    });
  },
};

/**
 * A dictionary is data, so it ships as one `JSON.parse` of a string: V8 reads JSON several times
 * faster than the same object as script (the zh-CN console dictionary: ~15 ms as literals, ~3 ms as
 * JSON on a desktop, four times that on a phone), and it is read in the task that starts the console.
 */
const dictionariesAsJson = {
  name: 'dictionaries-as-json',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]client[\\/]dictionaries[\\/](boot|app)\.[A-Za-z-]+\.ts$/ }, async (args) => {
      const bundled = await build({
        entryPoints: [args.path],
        bundle: true,
        format: 'esm',
        platform: 'neutral',
        write: false,
        metafile: true,
        logLevel: 'warning',
      });
      const code = bundled.outputFiles[0].text;
      const { default: messages } = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
      const notText = Object.keys(messages).find((key) => typeof messages[key] !== 'string');
      if (notText) throw new Error(`${args.path}: "${notText}" is not a string; a dictionary ships as JSON`);
      return {
        contents: `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});`,
        loader: 'js',
        watchFiles: Object.keys(bundled.metafile.inputs).map((file) => join(root, file)),
      };
    });
  },
};

/**
 * Swagger UI's own colours fail WCAG 2.2 AA contrast (white on its POST green is 2.0:1, on its GET
 * blue 2.3:1, on its version badges 2.2 and 3.75): darker fills of the same hues, 4.5:1 or better with white. The
 * server picker and Authorize button are dropped: the document names one server, the page's own,
 * and "try it out" is off, so neither has anything to do.
 */
const API_REFERENCE_CONTRAST = `
.swagger-ui .opblock.opblock-post .opblock-summary-method{background:#1d7a4f}
.swagger-ui .opblock.opblock-post{border-color:#1d7a4f}
.swagger-ui .opblock.opblock-post .opblock-summary{border-color:#1d7a4f}
.swagger-ui .opblock.opblock-get .opblock-summary-method{background:#1f5fa8}
.swagger-ui .opblock.opblock-get{border-color:#1f5fa8}
.swagger-ui .opblock.opblock-get .opblock-summary{border-color:#1f5fa8}
.swagger-ui .info .title small{background:#4b5563}
.swagger-ui .info .title small.version-stamp{background:#4d7c0f}
.swagger-ui .scheme-container{display:none}
`;

/**
 * `virtual:api-reference-css`: Swagger UI's stylesheet as a content-hashed asset whose import is
 * its URL. Its images are inline `data:` URLs, which the CSP (img-src from default-src 'self')
 * blocks; they are written out as files beside it and the stylesheet points at those instead.
 */
const apiReferenceCss = {
  name: 'api-reference-css',
  setup(b) {
    b.onResolve({ filter: /^virtual:api-reference-css$/ }, () => ({
      path: 'swagger-ui.css',
      namespace: 'api-reference-css',
    }));
    b.onLoad({ filter: /.*/, namespace: 'api-reference-css' }, () => {
      const source = readFileSync(join(root, 'node_modules/swagger-ui-dist/swagger-ui.css'), 'utf8');
      const css = source.replace(
        /url\((["']?)data:image\/([a-z+]+)(;[^,]*)?,(.*?)\1\)/g,
        (_m, _q, type, params, body) => {
          const base64 = (params ?? '').includes(';base64');
          const data = base64
            ? Buffer.from(body, 'base64')
            : Buffer.from(decodeURIComponent(body.replace(/\\(["'])/g, '$1')));
          const file = `api-reference-${hash(data)}.${type === 'svg+xml' ? 'svg' : type}`;
          writeFileSync(join(assetsOut, file), data);
          return `url(${file})`;
        },
      );
      if (/url\((["']?)data:/.test(css)) throw new Error('swagger-ui.css keeps a data: URL the CSP would block');
      return { contents: css + API_REFERENCE_CONTRAST, loader: 'file' };
    });
  },
};

/**
 * swagger-ui (the API screen's reference: 1.7 MB of prebuilt CommonJS) cost the client build more
 * than the console itself when it was bundled and minified on every build, and it changes only
 * with its package. It is built once into an ES module of its own, kept in the build cache under
 * its version and the build's settings, and the client imports it as a file beside its chunks.
 */
const SWAGGER_UI = 'swagger-ui-dist/swagger-ui-es-bundle.js';
const CLIENT_TARGET = ['chrome110', 'firefox115', 'safari16'];
const CLIENT_DEFINE = {
  'process.env.NODE_ENV': '"production"',
  // valtio's development checks read Vite's variable; without it they would ship.
  'import.meta.env': 'true',
  'import.meta.env.MODE': '"production"',
};
const versionOf = (pkg) => JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version;
const swaggerFile = `vendor-swagger-ui-${hash(
  JSON.stringify([versionOf('swagger-ui-dist'), versionOf('esbuild'), CLIENT_TARGET, CLIENT_DEFINE]),
)}.js`;

async function buildSwaggerUi() {
  const cacheDir = join(root, 'node_modules/.cache/backoffice-build/vendor');
  const cached = join(cacheDir, swaggerFile);
  if (!existsSync(cached) || !existsSync(`${cached}.map`)) {
    const result = await build({
      absWorkingDir: root,
      entryPoints: [SWAGGER_UI],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: CLIENT_TARGET,
      minify: true,
      sourcemap: 'linked',
      outfile: join(assetsOut, swaggerFile),
      write: false,
      legalComments: 'none',
      define: CLIENT_DEFINE,
      logLevel: 'warning',
    });
    mkdirSync(cacheDir, { recursive: true });
    // The map first, then the module, each renamed into place: a killed build leaves no half entry.
    for (const ext of ['.map', '']) {
      const made = result.outputFiles.find((f) => f.path.endsWith(`${swaggerFile}${ext}`));
      writeFileSync(`${cached}${ext}.${process.pid}.tmp`, made.contents);
      renameSync(`${cached}${ext}.${process.pid}.tmp`, `${cached}${ext}`);
    }
  }
  cpSync(cached, join(assetsOut, swaggerFile));
  cpSync(`${cached}.map`, join(assetsOut, `${swaggerFile}.map`));
}

/** The client imports swagger-ui as the file buildSwaggerUi writes beside its chunks. */
const swaggerUiExternal = {
  name: 'swagger-ui-external',
  setup(b) {
    b.onResolve({ filter: /^swagger-ui-dist\/swagger-ui-es-bundle\.js$/ }, () => ({
      path: `./${swaggerFile}`,
      external: true,
    }));
  },
};

async function buildClient() {
  const result = await build({
    plugins: [
      swaggerUiExternal,
      lazyShare,
      zodJitless,
      proxyCompareSplit(root),
      headlessuiParts(root),
      apiReferenceCss,
      dictionariesAsJson,
      reactAsEsm,
    ],
    absWorkingDir: root,
    entryPoints: { main: 'src/client/main.tsx' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: CLIENT_TARGET,
    minify: true,
    sourcemap: 'linked',
    outdir: assetsOut,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[name]-[hash]',
    assetNames: '[name]-[hash]',
    jsx: 'automatic',
    metafile: true,
    legalComments: 'none',
    define: { ...CLIENT_DEFINE, __API_BASE__: JSON.stringify(process.env.API_BASE ?? '') },
    loader: { '.svg': 'file', '.woff2': 'file' },
    // React 19 has useSyncExternalStore; wouter's pre-18 shim would only add bytes to /login.
    alias: {
      'use-sync-external-store/shim/index.js': './src/client/vendor/use-sync-external-store-shim.ts',
      // rosetta's lookup helper: its `browser` field names a UMD wrapper three times the size of its ES build.
      dlv: './node_modules/dlv/dist/dlv.es.js',
    },
    logLevel: 'warning',
  });
  return result.metafile;
}

/**
 * The guards every page runs before the console's modules (boot/early-guards.ts), inline in the
 * page so that they hold from its first paint whatever the network does with the scripts; the
 * CSP allows exactly this script by its hash (console.json, read by the server).
 */
async function buildEarlyScript() {
  const result = await build({
    write: false,
    absWorkingDir: root,
    entryPoints: { early: 'src/client/boot/early-entry.ts' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['chrome110', 'firefox115', 'safari16'],
    minify: true,
    outdir: assetsOut,
    logLevel: 'warning',
  });
  return result.outputFiles[0].text.trim();
}

/** Per language: the pages without a session, rendered in Node by the <App /> the browser hydrates; the frame; the boot dictionary. */
async function prerenderPages() {
  const file = join(out, 'prerender/prerender.mjs');
  await build({
    absWorkingDir: root,
    entryPoints: ['src/client/boot/prerender.tsx'],
    plugins: [apiReferenceCss],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outfile: file,
    // react-dom/server's CommonJS asks for Node's modules with require().
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', __API_BASE__: '""' },
    loader: { '.svg': 'file', '.woff2': 'file' },
    logLevel: 'warning',
  });
  const render = await import(pathToFileURL(file).href);
  const pages = {};
  for (const locale of ['zh-CN', 'en-US']) {
    pages[locale] = {
      login: await render.prerenderPage(locale, '/login'),
      notFound: await render.prerenderPage(locale, '/no-such-page'),
      frame: await render.prerenderFrame(locale),
      messages: render.bootMessages(locale),
    };
  }
  rmSync(dirname(file), { recursive: true, force: true });
  return { pages, known: render.knownPaths() };
}

async function buildServer() {
  const result = await build({
    absWorkingDir: root,
    entryPoints: {
      main: 'src/server/main.ts',
      admin: 'src/server/cli/admin.ts',
      seed: 'src/server/cli/seed.ts',
      simulate: 'src/server/cli/simulate.ts',
    },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    outdir: join(out, 'server'),
    chunkNames: 'chunk-[hash]',
    metafile: true,
    logLevel: 'warning',
  });
  cpSync(join(root, 'src/server/db/migrations'), join(out, 'server/migrations'), { recursive: true });
  await writeOpenApiDocument();
  return result.metafile;
}

/**
 * The OpenAPI document of every endpoint, from the contract's zod schemas, beside the server
 * bundle, which serves it (filtered to the caller's role) at /admins/openapi.json.
 */
async function writeOpenApiDocument() {
  const file = join(out, 'openapi-gen/openapi-document.mjs');
  await build({
    absWorkingDir: root,
    entryPoints: ['src/server/openapi/openapi-document.ts'],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    outfile: file,
    logLevel: 'warning',
  });
  const { buildOpenApiDocument } = await import(pathToFileURL(file).href);
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  writeFileSync(join(out, 'server/openapi.json'), JSON.stringify(buildOpenApiDocument(version)));
  rmSync(dirname(file), { recursive: true, force: true });
}

if (serverOnly) {
  await buildServer();
  if (!quiet) console.log(`built the server in ${Math.round(performance.now() - started)} ms`);
  process.exit(0);
}

const [cssFile, clientMeta, , serverMeta, earlyScript, prerendered] = await Promise.all([
  step('css', buildCss),
  step('client', buildClient),
  step('swagger-ui', buildSwaggerUi),
  step('server', buildServer),
  step('early script', buildEarlyScript),
  step('prerender', prerenderPages),
]);

// The entry chunk and the CSS esbuild extracted from it (lazy chunks' CSS lands there too).
const outputs = Object.entries(clientMeta.outputs);
const [entryPath, entryMeta] = outputs.find(([, o]) => o.entryPoint === 'src/client/main.tsx');
const entryJs = basename(entryPath);
const extraCss = entryMeta.cssBundle ? [basename(entryMeta.cssBundle)] : [];
const imports = entryMeta.imports.filter((i) => i.kind === 'import-statement').map((i) => basename(i.path));

// The stylesheet is inline: a linked one holds the first paint for a request of its own, which
// put /login's first paint at ~2.3× a static page's; inline it is within 1.5×. The CSP allows it by
// its hash. Its file stays in assets/ for the size report.
const styles = [cssFile, ...extraCss].map((f) => readFileSync(join(assetsOut, f), 'utf8')).join('\n');
if (/<\/style/i.test(styles)) throw new Error('the stylesheet would close its own <style> element');
const template = readFileSync(join(root, 'index.html'), 'utf8');
// The brand's mark as the tab's icon, named by its content like the chunks (cached for good).
const favicon = readFileSync(join(root, 'src/client/favicon.svg'));
const faviconFile = `favicon-${hash(favicon)}.svg`;
writeFileSync(join(assetsOut, faviconFile), favicon);
const html = template
  .replace('<!-- icon -->', () => `<link rel="icon" href="/assets/${faviconFile}" type="image/svg+xml">`)
  .replace('<!-- styles -->', () => `<style>${styles}</style>`)
  .replace('<!-- early -->', () => `<script>${earlyScript}</script>`)
  .replace(
    '<!-- scripts -->',
    [
      ...imports.map((f) => `<link rel="modulepreload" href="/assets/${f}">`),
      `<script type="module" src="/assets/${entryJs}"></script>`,
    ].join('\n    '),
  );
writeFileSync(join(clientOut, 'index.html'), html);

/**
 * The rules a drawn page uses, in either theme: /login and not-found paint before any script runs,
 * and the whole stylesheet's ~1 700 rules cost their first paint more style and layout time than
 * the page itself (0.8 × a bare page's paint). Worked out on the dark page, whose body carries the
 * attribute the dark rules select on; the light rules match the same elements.
 */
async function criticalStyles(page) {
  const beasties = new Beasties({
    path: clientOut,
    reduceInlineStyles: true,
    inlineFonts: false,
    preload: false,
    pruneSource: false,
    compress: false,
    keyframes: 'critical',
    logLevel: 'silent',
  });
  const processed = await beasties.process(page.replace('<body>', '<body arco-theme="dark">'));
  const found = /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1];
  if (!found) throw new Error('no critical stylesheet came out of a drawn page');
  return found;
}

// A page per kind and language, which http/console-page.ts picks by the browser's hints: /login and
// not-found drawn in full for hydration, the console's frame for a session. All carry the boot
// dictionary, so that no request waits for it. The drawn pages carry only their own rules inline and
// link the whole stylesheet for the console to switch on when it starts (media="print" until then:
// fetched, never in the way of the first paint). console.json tells the server which paths the
// console knows and the hashes of the inline scripts and stylesheets its CSP allows.
const rootDiv = '<div id="root"></div>';
if (!html.includes(rootDiv)) throw new Error('index.html no longer has the root the pages fill');
if (extraCss.length > 0) throw new Error('the drawn pages link one stylesheet; esbuild extracted another');
const inlineStyles = new Set([styles]);
const fullStyleTag = `<style>${styles}</style>`;
const drawn = [];
for (const [locale, { login, notFound, frame, messages }] of Object.entries(prerendered.pages)) {
  // As JSON in a script element that never runs; `<` escaped so no text can close it.
  const json = JSON.stringify(messages).replace(/</g, '\\u003c');
  const dictionary = `<script type="application/json" id="boot-messages" data-locale="${locale}">${json}</script>`;
  // Replacements by function: `$` in the text must not be read as a replacement pattern.
  // A slow device's parser may stop mid-page and the browser paint what it has: a form without its
  // last rows, which then grow in (a layout shift). The page is painted once it is parsed to the
  // dictionary after the root, which browsers without `rel=expect` ignore.
  const fill = (attrs, body) =>
    html
      .replace('<html lang="zh-CN">', `<html lang="${locale}">`)
      .replace('</head>', '  <link rel="expect" href="#boot-messages" blocking="render">\n  </head>')
      .replace(rootDiv, () => `<div id="root"${attrs}>${body}</div>\n    ${dictionary}`);
  const write = (kind, page) => writeFileSync(join(clientOut, `${kind}.${locale}.html`), page);
  for (const [kind, body] of [
    ['login', login],
    ['notFound', notFound],
  ]) {
    const page = fill(` data-prerendered="${kind}:${locale}"`, body);
    drawn.push({ kind, page, write });
  }
  write('index', fill('', frame));
}
// The drawn pages' critical rules, worked out side by side; added to the CSP's list in page order.
const criticals = await step('critical styles', () => Promise.all(drawn.map(({ page }) => criticalStyles(page))));
drawn.forEach(({ kind, page, write }, i) => {
  const critical = criticals[i];
  inlineStyles.add(critical);
  const link = `<link rel="stylesheet" href="/assets/${cssFile}" media="print" data-console-styles>`;
  write(
    kind,
    page.replace(fullStyleTag, () => `<style>${critical}</style>\n    ${link}`),
  );
});
const sha256 = (text) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
writeFileSync(
  join(clientOut, 'console.json'),
  JSON.stringify({
    scriptHashes: [sha256(earlyScript)],
    styleHashes: [...inlineStyles].map(sha256),
    ...prerendered.known,
  }),
);

// Precompressed beside each asset: the server sends .br or .gz as the browser accepts, at no CPU cost.
// Their sizes are the report's below.
const packed = new Map();
await step('compress', () =>
  Promise.all(
    readdirSync(assetsOut)
      .filter((file) => /\.(js|css|svg)$/.test(file))
      .map(async (file) => {
        const data = readFileSync(join(assetsOut, file));
        const { br, gz } = await compressed(data);
        writeFileSync(join(assetsOut, `${file}.br`), br);
        writeFileSync(join(assetsOut, `${file}.gz`), gz);
        packed.set(file, { raw: data.length, gzip: gz.length, brotli: br.length });
      }),
  ),
);

const ms = Math.round(performance.now() - started);

/** Bytes one cold load of a page downloads: the entry, its static imports, the CSS (and inline code). */
async function sizes(files, inline = []) {
  const parts = [...files.map((f) => packed.get(f))];
  for (const text of inline) {
    const data = Buffer.from(text);
    const { br, gz } = await compressed(data);
    parts.push({ raw: data.length, gzip: gz.length, brotli: br.length });
  }
  return parts.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
}

const rows = [];
const jsOutputs = outputs.filter(([p]) => p.endsWith('.js'));
for (const [p, o] of jsOutputs) {
  const s = await sizes([basename(p)]);
  rows.push({ chunk: basename(p), kind: o.entryPoint ? 'entry' : 'lazy', ...s });
}
rows.push({ chunk: cssFile, kind: 'css', ...(await sizes([cssFile])) });
const firstLoadJs = await sizes([entryJs, ...imports], [earlyScript]);
const firstLoadCss = await sizes([cssFile, ...extraCss]);
const summary = {
  ms,
  firstLoadJs,
  firstLoadCss,
  serverBytes: Object.values(serverMeta.outputs).reduce((n, o) => n + o.bytes, 0),
};
writeFileSync(join(out, 'build-report.json'), JSON.stringify({ ...summary, chunks: rows }, null, 2));
// What went into which chunk, for esbuild's analyser (https://esbuild.github.io/analyze/).
writeFileSync(join(out, 'client-meta.json'), JSON.stringify(clientMeta));

if (!quiet) {
  const kb = (n) => (n / 1024).toFixed(1).padStart(8);
  console.log(`built in ${ms} ms → ${relative(process.cwd(), out) || 'dist'}/`);
  console.log(`${'chunk'.padEnd(44)} ${'kind'.padEnd(6)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)}`);
  for (const r of rows.sort((a, b) => b.gzip - a.gzip).slice(0, 25)) {
    console.log(`${r.chunk.padEnd(44)} ${r.kind.padEnd(6)} ${kb(r.raw)} ${kb(r.gzip)}`);
  }
  console.log(
    `first load of /: JS ${kb(firstLoadJs.gzip).trim()} KB gzip, CSS ${kb(firstLoadCss.gzip).trim()} KB gzip`,
  );
  // Steps that run side by side each count their own time, so the column sums past the total.
  console.log(
    Object.entries(stepMs)
      .map(([name, t]) => `${name} ${Math.round(t)} ms`)
      .join(' · '),
  );
}
