// `npm test`: every check of the project, in order, with each step's time. Stops at the first failure.
// API tests run on embedded PGlite, and again on PostgreSQL when DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

const hasProject = (config) => existsSync(new URL(`../${config}`, import.meta.url));
const vitest = (project) => ['npx', 'vitest', 'run', '--project', project];

const steps = [
  { name: 'Lint et format (Biome)', cmd: ['npx', 'biome', 'ci', '.'] },
  {
    name: 'Contrat OpenAPI (Redocly)',
    cmd: ['npx', 'redocly', 'lint', 'openapi.yaml'],
    when: hasProject('openapi.yaml'),
  },
  {
    name: 'Types du SDK à jour',
    cmd: ['npm', 'run', 'generate:check', '-w', '@teranga/sdk'],
    when: hasProject('packages/sdk/src/schema.gen.ts'),
  },
  { name: 'Types (tsc)', cmd: ['npm', 'run', 'typecheck'] },
  { name: 'Build des paquets (tsup)', cmd: ['npm', 'run', 'build:packages'] },
  {
    name: 'Frontières des paquets construits (sans React ni DOM)',
    cmd: ['node', 'scripts/check-boundaries.mjs'],
  },
  { name: 'Paquets publiables (publint, attw)', cmd: ['npm', 'run', 'check:packages'] },
  {
    name: 'Une boutique tierce installe les paquets (tarballs, tsc, vite build)',
    cmd: ['node', 'scripts/consumer-app.mjs'],
  },
  {
    name: 'Tests unitaires (messages, sdk, headless, boutique)',
    cmd: [...vitest('messages'), '--project', 'sdk', '--project', 'headless', '--project', 'reference'],
  },
  { name: 'Tests API sur PGlite', cmd: vitest('api'), env: { TEST_DATABASE_URL: '' } },
  {
    name: 'Tests API sur PostgreSQL',
    cmd: vitest('api'),
    env: { TEST_DATABASE_URL: process.env.DATABASE_URL ?? '' },
    when: Boolean(process.env.DATABASE_URL),
  },
  {
    name: 'Stories dans Chromium',
    cmd: vitest('storybook'),
    browser: true,
    when: hasProject('.storybook/vitest.config.ts'),
  },
  { name: 'Build de la boutique', cmd: ['npm', 'run', 'build', '-w', '@teranga/reference'] },
  {
    name: 'Parcours dans Chromium',
    cmd: vitest('e2e'),
    browser: true,
    when: hasProject('e2e/vitest.config.ts'),
  },
];

const results = [];
const started = Date.now();
for (const step of steps) {
  if (step.when === false) continue;
  if (step.browser) process.env.CHROME_PATH = ensureChromium();
  console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}`);
  const t0 = Date.now();
  const [command, ...args] = step.cmd;
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  results.push({ name: step.name, seconds, ok: run.status === 0 });
  if (run.status !== 0) break;
}

console.log('\nRésumé :');
for (const r of results) console.log(`  ${r.ok ? '✓' : '✗'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`Durée totale : ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed ? 1 : 0);
