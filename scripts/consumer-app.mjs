// A shop that adopts the kit, as a new user would: packs the four packages, installs the tarballs into a blank
// Vite + React + TypeScript app made outside the workspace, type-checks it and builds it. The app lists products
// through the SDK (with the kit's TanStack Query factories), adds to the cart through the headless machines (React bindings) and renders kit components with
// the kit's stylesheet. Each friction seen when the kit was first adopted (issue 15) is a check that fails here.
// The tarballs are installed one by one as the READMEs say (each with the Teranga packages it needs, nothing forced).
// A second shop, examples/next-shop (Next.js App Router), is installed and built the same way (scripts/consumer-next.mjs).
// Then both run, each on its own origin, against a real API on a third (demo catalogue), and Chromium checks that their
// product images, served by the API, loaded (scripts/consumer-browser.mjs).
// Needs `npm run build:packages` first. KEEP_CONSUMER_APP=1 keeps the app's folder for a look; CONSUMER_SHOTS=<folder>
// saves a screenshot of each shop there.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort, productImagesOf, serveShop, startApi } from './consumer-browser.mjs';
import { buildNextShop } from './consumer-next.mjs';
import { packTarballs, terangaClosure } from './install-check.mjs';

const root = resolve(import.meta.dirname, '..');
const packages = ['messages', 'sdk', 'headless', 'ui'];
// 205 KB since its source maps stopped repeating the sources it ships (307 KB before). 231 KB with issue 28's
// components (AddressForm, AddressCard, DeliveryOptionPicker, PackingSlip, ReturnStatusBadge, ReturnRequestCard), which
// a shop needs for delivery and returns: the limit guards against shipping what is not runtime (stories, screenshots,
// sources twice), so it follows the components that are, with 4 KB of room. 255.6 KB with issue 33's (RatingInput,
// ReviewCard, PriceRangeFilter, SizeFilter, SearchCombobox, SizeGuide, the size and colour prompt). 274.7 KB once
// every prop is described in French (issue 32: the descriptions ship in the sources and in index.d.ts, where editors
// show them) and Dialog comes in parts. 274.7 KB again once SellerProductTable went to the reference shop and Header
// came in parts (issue 31; measured with the shared tree's other pending kit work, the missing-image fallback), so the
// limit comes down to 275 KB. 275.4 KB once NewsletterForm, SearchBox and FilterBar keep what was typed into them
// before hydration (internal/use-typed-before-hydration.ts, runtime code): 276 KB. 275.1 KB once styles.css stopped
// repeating the rules its folded chunks shared with the entry (−1.1 KB), with a loading Button that keeps the focus
// and a visible focus in the phone's drawer: the limit comes down to the measure and half a kilobyte.
const UI_TARBALL_LIMIT = 275.6 * 1024;
const shipsNothingButRuntime = /(\.stories\.|\.mdx$|__screenshots__|\.test\.|\.png$|story-fixtures)/;
const exactPin = /^\d+\.\d+\.\d+(-[\w.]+)?$/;

const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? '  ✓' : '  ✗'} ${what}`);
  if (!ok) failures.push(what);
};
const run = (cmd, args, cwd, env = {}) =>
  execFileSync(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
const json = (file) => JSON.parse(readFileSync(file, 'utf8'));
/** The version the workspace itself builds with, so the blank app installs from npm's warm cache. */
const workspaceVersion = (name) => json(join(root, 'node_modules', name, 'package.json')).version;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const app = mkdtempSync(join(tmpdir(), 'teranga-consumer-'));
/** Every folder this run made, kept with KEEP_CONSUMER_APP=1, removed otherwise. */
const folders = [app];
const tarballs = join(app, 'tarballs');
mkdirSync(tarballs);
const started = Date.now();
/** The servers started for the look in Chromium, stopped at the end whatever happens. */
const running = [];
// Chosen before the builds: the Vite and Next.js shops are built with the API's address.
const [apiPort, vitePort, nextPort] = [await freePort(), await freePort(), await freePort()];
const apiOrigin = `http://127.0.0.1:${apiPort}`;
// Started now, while the shops install and build (it draws its demo pictures on the way): about a minute saved.
const apiStarting = startApi({
  port: apiPort,
  origins: [vitePort, nextPort].map((port) => `http://127.0.0.1:${port}`),
});
apiStarting.then(
  (api) => running.push(api),
  () => undefined,
);

try {
  console.log(`Paquets empaquetés (npm pack) dans ${tarballs}`);
  const packed = packTarballs(tarballs);
  for (const name of packages) {
    const info = packed[name];
    console.log(
      `  @teranga/${name}: ${kb(info.size)} (${info.files.length} fichiers, ${kb(info.unpackedSize)} décompressé)`,
    );
    const stray = info.files.map((file) => file.path).filter((path) => shipsNothingButRuntime.test(path));
    check(
      stray.length === 0,
      `@teranga/${name} ne publie ni stories, ni captures, ni tests ${stray.slice(0, 3).join(' ')}`,
    );
    const manifest = json(join(root, 'packages', name, 'package.json'));
    const pins = Object.entries({ ...manifest.dependencies, ...manifest.peerDependencies })
      .filter(([, range]) => exactPin.test(range))
      .map(([dep, range]) => `${dep}@${range}`);
    check(pins.length === 0, `@teranga/${name} déclare des intervalles de versions ${pins.join(' ')}`);
  }
  check(packed.ui.size < UI_TARBALL_LIMIT, `@teranga/ui pèse moins de ${kb(UI_TARBALL_LIMIT)} empaqueté`);

  // The React bindings read the machines through React's own useSyncExternalStore: a shop installs no @xstate/react.
  const headlessManifest = json(join(root, 'packages/headless/package.json'));
  check(
    !headlessManifest.peerDependencies?.['@xstate/react'] &&
      !headlessManifest.dependencies?.['@xstate/react'],
    '@teranga/headless ne demande pas @xstate/react (les hooks lisent les machines avec useSyncExternalStore)',
  );

  writeFileSync(
    join(app, 'package.json'),
    `${JSON.stringify(
      {
        name: 'boutique-tierce',
        private: true,
        type: 'module',
        dependencies: {
          '@tanstack/react-query': `^${workspaceVersion('@tanstack/react-query')}`,
          react: `^${workspaceVersion('react')}`,
          'react-dom': `^${workspaceVersion('react-dom')}`,
        },
        devDependencies: {
          '@types/react': `^${workspaceVersion('@types/react')}`,
          '@types/react-dom': `^${workspaceVersion('@types/react-dom')}`,
          '@vitejs/plugin-react': workspaceVersion('@vitejs/plugin-react'),
          typescript: workspaceVersion('typescript'),
          vite: workspaceVersion('vite'),
        },
      },
      null,
      2,
    )}\n`,
  );
  writeConsumerSources(app);

  // As a reader of the READMEs: the SDK's line, then the headless package's, then the kit's, each tarball given with
  // the Teranga tarballs it needs (what `npm install @teranga/<name>` fetches from the registry once published).
  console.log('Installation des tarballs un par un, comme les README (npm install --prefer-offline)');
  for (const name of ['sdk', 'headless', 'ui']) {
    const given = terangaClosure(name).map((needed) => `./tarballs/${packed[needed].filename}`);
    const installedAt = Date.now();
    try {
      run(
        'npm',
        ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...given],
        app,
      );
      check(true, `npm install ${given.join(' ')} (${((Date.now() - installedAt) / 1000).toFixed(0)} s)`);
    } catch (error) {
      console.log(error.stdout, error.stderr);
      check(false, `npm install ${given.join(' ')}`);
    }
  }
  const installed = (path) => readFileSync(join(app, 'node_modules', path), 'utf8');
  check(
    installed('@teranga/ui/dist/index.js').startsWith('"use client"'),
    '@teranga/ui commence par "use client"',
  );
  check(
    installed('@teranga/headless/dist/react.js').startsWith('"use client"'),
    '@teranga/headless/react commence par "use client"',
  );
  check(
    !installed('@teranga/headless/dist/index.js').startsWith('"use client"'),
    'la racine de @teranga/headless reste importable par un serveur (sans « use client »)',
  );
  check(
    Boolean(JSON.parse(installed('@teranga/ui/dist/tokens.json')).themes?.dark?.color),
    '@teranga/ui publie ses jetons en JSON (@teranga/ui/tokens.json)',
  );
  const shown = run(
    'node',
    [
      '--input-type=module',
      '-e',
      "import { formatMoney } from '@teranga/headless'; console.log(JSON.stringify([formatMoney(40544.5, 'XOF'), formatMoney(45.9, 'EUR'), formatMoney(1, 'USD')]))",
    ],
    app,
  );
  check(
    JSON.stringify(JSON.parse(shown).map((text) => text.replace(/\s/g, ' '))) ===
      JSON.stringify(['40 545 CFA', '45,90€', '$1,00']),
    `francs CFA entiers, euros et dollars à 2 décimales (${shown.trim()})`,
  );
  const copies = (name) =>
    run('npm', ['ls', name, '--all', '--parseable'], app)
      .split('\n')
      .filter((line) => line.trim() !== '').length;
  check(copies('xstate') === 1, 'une seule copie de xstate');
  check(copies('@teranga/messages') === 1, 'une seule copie de @teranga/messages');

  console.log('Vérification des types (tsc --noEmit)');
  try {
    run('npx', ['tsc', '--noEmit', '-p', '.'], app);
    check(true, "l'application passe tsc en mode strict");
  } catch (error) {
    console.log(error.stdout, error.stderr);
    check(false, "l'application passe tsc en mode strict");
  }

  console.log('Build (vite build)');
  try {
    run('npx', ['vite', 'build', '--logLevel', 'warn'], app, { VITE_TERANGA_API: apiOrigin });
    check(true, "l'application se construit avec Vite");
    const assets = join(app, 'dist/assets');
    const files = readdirSync(assets);
    const gzipped = (ext) =>
      files
        .filter((file) => file.endsWith(ext))
        .reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file))).length, 0);
    console.log(`  JS de l'application : ${kb(gzipped('.js'))} gzip ; CSS : ${kb(gzipped('.css'))} gzip`);
    const css = files
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(join(assets, file), 'utf8'));
    check(css.join('').length > 10_000, "la feuille de style du kit est dans l'application construite");
    check(
      css.join('').includes('--teranga-color-background-brand:'),
      'les variables CSS du kit ont des noms publics stables (--teranga-…)',
    );
  } catch (error) {
    console.log(error.stdout, error.stderr);
    check(false, "l'application se construit avec Vite");
  }

  console.log('Boutique Next.js (examples/next-shop) sur les tarballs');
  // Beside the Vite app, not inside it: Next.js takes the nearest lockfile above it for the workspace's root.
  const nextShop = mkdtempSync(join(tmpdir(), 'teranga-next-shop-'));
  folders.push(nextShop);
  const nextBuilt = buildNextShop({ dir: nextShop, packed, apiOrigin, check, run });

  console.log(`Images servies par une autre origine, dans Chromium (API sur ${apiOrigin})`);
  const shops = [
    {
      name: 'Vite',
      port: vitePort,
      cwd: app,
      cmd: ['npx', ['vite', 'preview', '--host', '127.0.0.1', '--strictPort', '--port', String(vitePort)]],
    },
    ...(nextBuilt
      ? [
          {
            name: 'Next.js',
            port: nextPort,
            cwd: nextShop,
            cmd: ['npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(nextPort)]],
          },
        ]
      : []),
  ];
  await apiStarting;
  for (const shop of shops) {
    const url = `http://127.0.0.1:${shop.port}/`;
    try {
      running.push(
        await serveShop(shop.cmd[0], shop.cmd[1], {
          cwd: shop.cwd,
          url,
          env: { NEXT_PUBLIC_TERANGA_API: apiOrigin, NEXT_TELEMETRY_DISABLED: '1' },
        }),
      );
      const screenshot = process.env.CONSUMER_SHOTS
        ? join(process.env.CONSUMER_SHOTS, `${shop.name === 'Vite' ? 'vite' : 'next'}-shop.png`)
        : undefined;
      const { images, problems } = await productImagesOf(url, { selector: 'article img', screenshot });
      const fromApi = images.filter(({ src }) => src.startsWith(`${apiOrigin}/api/media/`));
      const loaded = fromApi.filter(({ naturalWidth }) => naturalWidth > 0);
      check(
        fromApi.length > 0 && loaded.length === images.length,
        `${shop.name} : ${loaded.length}/${images.length} photos de produits chargées depuis ${apiOrigin} (naturalWidth > 0)${problems.length > 0 ? ` ; console : ${problems.slice(0, 2).join(' | ')}` : ''}`,
      );
    } catch (error) {
      console.log(error.message);
      check(false, `${shop.name} : photos de produits chargées depuis l'API dans Chromium`);
    }
  }
} finally {
  await apiStarting.catch(() => undefined);
  for (const server of running.reverse()) server.stop();
  if (process.env.KEEP_CONSUMER_APP) console.log(`Applications gardées dans ${folders.join(', ')}`);
  else for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}

console.log(`Durée : ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (failures.length > 0) {
  console.error(
    `\n${failures.length} friction(s) pour une boutique qui adopte le kit :\n- ${failures.join('\n- ')}`,
  );
  process.exit(1);
}

/** The blank app: what a shop writes on its first day with the kit, strict TypeScript. */
function writeConsumerSources(dir) {
  mkdirSync(join(dir, 'src'));
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noUncheckedIndexedAccess: true,
        skipLibCheck: false,
        noEmit: true,
        isolatedModules: true,
        types: ['vite/client'],
      },
      include: ['src'],
    }),
  );
  writeFileSync(
    join(dir, 'vite.config.ts'),
    "import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\n\nexport default defineConfig({ plugins: [react()] });\n",
  );
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html>\n<html lang="fr">\n<head><meta charset="utf-8" /><title>Boutique</title></head>\n<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>\n</html>\n',
  );
  writeFileSync(
    join(dir, 'src/main.tsx'),
    `import '@teranga/ui/styles.css';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createTerangaClient, TerangaApiError } from '@teranga/sdk';
import { createSessionBridge, formatMoney, productImage, productImageSrcSet } from '@teranga/headless';
import { terangaQueries } from '@teranga/headless/query';
import { TerangaProvider, useCart } from '@teranga/headless/react';
import { Button, CountBadge, Dialog, DialogContent, DialogTitle, lightTheme, ProductCard } from '@teranga/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const bridge = createSessionBridge();
const apiOrigin = import.meta.env.VITE_TERANGA_API ?? 'https://api.boutique.example';
// The API is on another origin: its /api/media/… image paths are made absolute under it.
const sdk = createTerangaClient({ baseUrl: \`\${apiOrigin}/api\`, mediaBaseUrl: apiOrigin, getToken: bridge.getToken });
const queries = terangaQueries(sdk);
const queryClient = new QueryClient();

function Catalogue() {
  const products = useQuery(queries.catalogue.products({ page: 1, limit: 8 }));
  const cart = useCart();
  const failure = products.error instanceof Error ? products.error : null;
  const code = failure instanceof TerangaApiError ? failure.code : null;
  return (
    <main>
      <CountBadge count={cart.totalItems} aria-label="Articles dans le panier" />
      {failure && <p role="alert" data-code={code}>{failure.message}</p>}
      {products.data?.products.map((product) => (
        <ProductCard
          key={product._id}
          name={product.name}
          href={\`/produit/\${product._id}\`}
          image={productImage(product)}
          imageSrcSet={productImageSrcSet(product)}
          price={formatMoney(Number(product.price) * 655, 'XOF')}
          onQuickAdd={() => cart.addProduct(product)}
        />
      ))}
      <Dialog open={false} onOpenChange={() => undefined}>
        <DialogContent>
          <DialogTitle>Panier</DialogTitle>
          <Button onClick={() => cart.clear()}>Vider</Button>
        </DialogContent>
      </Dialog>
    </main>
  );
}

document.documentElement.classList.add(lightTheme);
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <TerangaProvider client={sdk} bridge={bridge}>
          <Catalogue />
        </TerangaProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
`,
  );
}
