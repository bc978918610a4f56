// `npm test`: every check of the project, in order, with each step's time. Stops at the first failure.
// API tests run on embedded PGlite, and again on PostgreSQL when DATABASE_URL is set.
// Steps that share a `group` run side by side (their lines prefixed with the step's tag); inside a group, steps of one
// `lane` run one after another. On 2 cores a lone single-threaded step (tsc, the PGlite run) leaves a core idle: the
// checks run in three lanes (sources, packages, unit tests then the shop build), then three: the API tests on PGlite
// then the stories, the API tests on PostgreSQL, and the journeys (the API runs wait on different databases, the
// journeys on timers).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { ensureChromium } from './ensure-chromium.mjs';

const hasProject = (config) => existsSync(new URL(`../${config}`, import.meta.url));
const vitest = (project) => ['npx', 'vitest', 'run', '--project', project];

const steps = [
  {
    name: 'Lint et format (Biome)',
    tag: 'biome',
    group: 'checks',
    lane: 'sources',
    cmd: ['npx', 'biome', 'ci', '.'],
  },
  {
    name: 'Contrat OpenAPI (Redocly)',
    tag: 'redocly',
    group: 'checks',
    lane: 'sources',
    cmd: ['npx', 'redocly', 'lint', 'openapi.yaml'],
    when: hasProject('openapi.yaml'),
  },
  {
    name: 'Types du SDK à jour',
    tag: 'sdk',
    group: 'checks',
    lane: 'sources',
    cmd: ['npm', 'run', 'generate:check', '-w', '@teranga/sdk'],
    when: hasProject('packages/sdk/src/schema.gen.ts'),
  },
  { name: 'Types (tsc)', tag: 'tsc', group: 'checks', lane: 'sources', cmd: ['npm', 'run', 'typecheck'] },
  {
    name: 'Build des paquets (tsup)',
    tag: 'tsup',
    group: 'checks',
    lane: 'packages',
    cmd: ['npm', 'run', 'build:packages'],
  },
  {
    name: 'Frontières des paquets construits (sans React ni DOM)',
    tag: 'boundaries',
    group: 'checks',
    lane: 'packages',
    cmd: ['node', 'scripts/check-boundaries.mjs'],
  },
  {
    name: 'Paquets publiables (publint, attw)',
    tag: 'publint',
    group: 'checks',
    lane: 'packages',
    cmd: ['npm', 'run', 'check:packages'],
  },
  {
    name: 'Deux boutiques tierces (Vite, Next.js) installent les tarballs, se construisent et montrent les images de l’API',
    tag: 'consumer',
    group: 'checks',
    lane: 'packages',
    cmd: ['node', 'scripts/consumer-app.mjs'],
  },
  {
    name: 'Tests unitaires (messages, sdk, headless, boutique)',
    tag: 'unit',
    group: 'checks',
    lane: 'unit',
    cmd: [...vitest('messages'), '--project', 'sdk', '--project', 'headless', '--project', 'reference'],
  },
  {
    // The shop builds from the packages' sources (the `source` condition), not from their tsup output.
    name: 'Build de la boutique',
    tag: 'build',
    group: 'checks',
    lane: 'unit',
    cmd: ['npm', 'run', 'build', '-w', '@teranga/reference'],
  },
  {
    // Reads the build's manifest and chunks (about 2 s): fails when a storefront page's first-load JS is over its budget
    // or seller code reaches a storefront first load.
    name: 'JS du premier chargement dans le budget (bench/bundle-size.mjs)',
    tag: 'bundle',
    group: 'checks',
    lane: 'unit',
    cmd: ['node', 'bench/bundle-size.mjs'],
  },
  // Three lanes: the API run on PGlite then the stories, the API run on PostgreSQL, and the journeys from the start.
  // The journeys mostly wait (real timers, the sandbox payer) and were the long pole behind the PostgreSQL run: 1,359 s
  // for the whole suite on a slower machine, 1,249 s with them in a lane of their own.
  {
    name: 'Tests API sur PGlite',
    tag: 'pglite',
    group: 'late',
    lane: 'pglite',
    cmd: vitest('api'),
    // With a PostgreSQL run beside it, a third of the fuzz test's requests per operation run here and the full 135
    // there: this lane, the stories after it, was the long pole on a slower machine (1,394 s for the API alone, against
    // 1,030 s on PostgreSQL).
    env: { TEST_DATABASE_URL: '', ...(process.env.DATABASE_URL ? { FUZZ_RUNS: '45' } : {}) },
  },
  {
    name: 'Stories dans Chromium',
    tag: 'stories',
    group: 'late',
    lane: 'pglite',
    cmd: vitest('storybook'),
    browser: true,
    when: hasProject('.storybook/vitest.config.ts'),
  },
  {
    name: 'Tests API sur PostgreSQL',
    tag: 'postgres',
    group: 'late',
    lane: 'postgres',
    cmd: vitest('api'),
    env: { TEST_DATABASE_URL: process.env.DATABASE_URL ?? '' },
    when: Boolean(process.env.DATABASE_URL),
  },
  {
    name: 'Parcours dans Chromium',
    tag: 'e2e',
    group: 'late',
    lane: 'journeys',
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
    // Its own process group, so that stopping it stops what npx started too (a vitest left running holds the pipes).
    detached: tagged,
  });
  running?.add(child);
  if (tagged) {
    allRunning.add(child);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${step.tag}] ${line}`));
    }
  }
  return new Promise((done) => {
    child.on('close', (code) => {
      running?.delete(child);
      allRunning.delete(child);
      done({ name: step.name, seconds: ((Date.now() - t0) / 1000).toFixed(1), ok: code === 0 });
    });
  });
}

/** Stops side-by-side steps with everything they started (each leads its own process group). */
function stop(children) {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/**
 * Consecutive steps of one group form a batch of lanes (steps sharing a `lane` run in order, a step without one is a
 * lane of its own); a step outside any group is a batch of one lane.
 */
function batches(list) {
  const out = [];
  for (const step of list) {
    const last = out.at(-1);
    if (!step.group || last?.group !== step.group) out.push({ group: step.group, lanes: new Map() });
    const { lanes } = out.at(-1);
    const lane = step.lane ?? step.name;
    lanes.set(lane, [...(lanes.get(lane) ?? []), step]);
  }
  return out;
}

const results = [];
const started = Date.now();
// Side-by-side steps are not in the terminal's process group: Ctrl-C (or a CI cancel) has to reach them from here.
const allRunning = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stop(allRunning);
    process.exit(130);
  });
}
for (const batch of batches(steps.filter((step) => step.when !== false))) {
  const lanes = [...batch.lanes.values()];
  if (lanes.flat().some((step) => step.browser)) process.env.CHROME_PATH = ensureChromium();
  const running = lanes.length > 1 ? new Set() : undefined;
  let failed = false;
  const laneResults = await Promise.all(
    lanes.map(async (lane) => {
      const done = [];
      for (const step of lane) {
        if (failed) break;
        console.log(`\n▶ ${running ? `[${step.tag}] ` : ''}${step.name}: ${step.cmd.join(' ')}`);
        const result = await run(step, running);
        done.push(result);
        if (!result.ok) {
          // The first failure of a batch ends its other steps: the run stops here anyway.
          failed = true;
          stop(running ?? []);
        }
      }
      return done;
    }),
  );
  results.push(...laneResults.flat());
  if (failed) break;
}

console.log('\nRésumé :');
for (const r of results) console.log(`  ${r.ok ? '✓' : '✗'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`Durée totale : ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed ? 1 : 0);
