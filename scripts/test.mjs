// `npm test`: every check of the project, in order, with each step's time. Stops at the first failure.
// API tests run on embedded PGlite, and again on PostgreSQL when DATABASE_URL is set.
// Steps that share a `group` run side by side (their lines prefixed with the step's tag): the two API runs wait on
// different databases, and the shop builds while the stories run in Chromium, so the 2-core machine stays busy.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
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
  {
    name: 'Tests API sur PGlite',
    tag: 'pglite',
    group: 'api',
    cmd: vitest('api'),
    // With a PostgreSQL run beside it, the fuzz test's full 135 requests per operation run there; a third of them here.
    env: { TEST_DATABASE_URL: '', ...(process.env.DATABASE_URL ? { FUZZ_RUNS: '45' } : {}) },
  },
  {
    name: 'Tests API sur PostgreSQL',
    tag: 'postgres',
    group: 'api',
    cmd: vitest('api'),
    env: { TEST_DATABASE_URL: process.env.DATABASE_URL ?? '' },
    when: Boolean(process.env.DATABASE_URL),
  },
  {
    name: 'Stories dans Chromium',
    tag: 'stories',
    group: 'stories',
    cmd: vitest('storybook'),
    browser: true,
    when: hasProject('.storybook/vitest.config.ts'),
  },
  {
    name: 'Build de la boutique',
    tag: 'build',
    group: 'stories',
    cmd: ['npm', 'run', 'build', '-w', '@teranga/reference'],
  },
  {
    name: 'Parcours dans Chromium',
    cmd: vitest('e2e'),
    browser: true,
    when: hasProject('e2e/vitest.config.ts'),
  },
];

/** Runs one step; a step in a group has its lines prefixed so that two steps side by side stay readable. */
function run(step, running) {
  const t0 = Date.now();
  const [command, ...args] = step.cmd;
  const tagged = Boolean(running);
  const child = spawn(command, args, {
    stdio: tagged ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...step.env, ...(tagged ? { FORCE_COLOR: '0' } : {}) },
  });
  running?.add(child);
  if (tagged) {
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${step.tag}] ${line}`));
    }
  }
  return new Promise((done) => {
    child.on('close', (code) => {
      running?.delete(child);
      done({ name: step.name, seconds: ((Date.now() - t0) / 1000).toFixed(1), ok: code === 0 });
    });
  });
}

/** Consecutive steps of one group form a batch; a lone step is a batch of one. */
function batches(list) {
  const out = [];
  for (const step of list) {
    const last = out.at(-1);
    if (step.group && last?.[0].group === step.group) last.push(step);
    else out.push([step]);
  }
  return out;
}

const results = [];
const started = Date.now();
for (const batch of batches(steps.filter((step) => step.when !== false))) {
  if (batch.some((step) => step.browser)) process.env.CHROME_PATH = ensureChromium();
  for (const step of batch) console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}`);
  const running = batch.length > 1 ? new Set() : undefined;
  const outcomes = await Promise.all(
    batch.map((step) =>
      run(step, running).then((result) => {
        // The first failure of a batch ends its other steps: the run stops here anyway.
        if (!result.ok) for (const child of running ?? []) child.kill('SIGTERM');
        return result;
      }),
    ),
  );
  results.push(...outcomes);
  if (outcomes.some((result) => !result.ok)) break;
}

console.log('\nRésumé :');
for (const r of results) console.log(`  ${r.ok ? '✓' : '✗'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`Durée totale : ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed ? 1 : 0);
