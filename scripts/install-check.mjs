// Each package installs as its README says, from the packed tarballs: into an empty project, `npm install` of the
// package's tarball together with the tarballs of the Teranga packages it depends on (the rest comes from the npm
// registry), then every JavaScript entry point it exports loads in Node. `npm run release` runs it before publishing;
// scripts/consumer-app.mjs packs with the same helper. Needs `npm run build:packages` first.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
export const terangaPackages = ['messages', 'sdk', 'headless', 'ui'];

const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 64 << 20 });
const manifestOf = (name) => JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8'));

/** `npm pack` of the four packages into `destination`: each one's pack report (filename, size, files), by short name. */
export function packTarballs(destination) {
  const packed = {};
  for (const name of terangaPackages) {
    const [info] = JSON.parse(
      run('npm', ['pack', '--json', '--pack-destination', destination], join(root, 'packages', name)),
    );
    packed[name] = { ...info, path: join(destination, info.filename) };
  }
  return packed;
}

/** The Teranga packages `name` needs, itself first, then what they need in turn (short names). */
export function terangaClosure(name) {
  const needed = [name];
  for (const current of needed) {
    const { dependencies = {}, peerDependencies = {} } = manifestOf(current);
    for (const dependency of Object.keys({ ...dependencies, ...peerDependencies })) {
      const short = dependency.replace(/^@teranga\//, '');
      if (short !== dependency && !needed.includes(short)) needed.push(short);
    }
  }
  return needed;
}

/** The JavaScript entry points of a package's exports (`@teranga/headless/react`…), stylesheets and JSON left out. */
function entryPoints(name) {
  return Object.entries(manifestOf(name).exports ?? { '.': {} })
    .filter(([subpath, target]) => typeof target === 'object' && !subpath.endsWith('.json'))
    .map(([subpath]) => `@teranga/${name}${subpath === '.' ? '' : subpath.slice(1)}`);
}

/**
 * Installs each package into an empty project of its own with the tarballs it needs given together, as its README's
 * `npm install` line reads with tarballs, and loads every entry point. Returns the failures (empty when all install).
 */
export function installEachAlone(packed, log = console.log) {
  const failures = [];
  for (const name of terangaPackages) {
    const project = mkdtempSync(join(tmpdir(), `teranga-install-${name}-`));
    const tarballs = terangaClosure(name).map((needed) => packed[needed].path);
    // Optional peers (React for `@teranga/headless/react`, TanStack Query for `/query`) as the README adds them.
    const { peerDependencies = {}, peerDependenciesMeta = {} } = manifestOf(name);
    const optionalPeers = Object.entries(peerDependencies)
      .filter(([peer]) => peerDependenciesMeta[peer]?.optional)
      .map(([peer, range]) => `${peer}@${range}`);
    const started = Date.now();
    try {
      writeFileSync(
        join(project, 'package.json'),
        '{ "name": "projet-vierge", "private": true, "type": "module" }\n',
      );
      run(
        'npm',
        [
          'install',
          '--prefer-offline',
          '--no-audit',
          '--no-fund',
          '--loglevel=error',
          ...tarballs,
          ...optionalPeers,
        ],
        project,
      );
      for (const entry of entryPoints(name)) {
        run('node', ['--input-type=module', '-e', `await import(${JSON.stringify(entry)});`], project);
      }
      const given = terangaClosure(name)
        .map((needed) => `@teranga/${needed}`)
        .join(' + ');
      log(
        `  ✓ @teranga/${name} s'installe seul dans un projet vierge (${given}) en ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
    } catch (error) {
      log(`  ✗ @teranga/${name} ne s'installe pas seul :\n${error.stderr ?? error.message}`);
      failures.push(`@teranga/${name} s'installe seul dans un projet vierge`);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  }
  return failures;
}

if (process.argv[1] === import.meta.filename) {
  const folder = mkdtempSync(join(tmpdir(), 'teranga-tarballs-'));
  mkdirSync(folder, { recursive: true });
  try {
    console.log(`Chaque paquet installé seul depuis son tarball (${folder})`);
    const failures = installEachAlone(packTarballs(folder));
    if (failures.length > 0) process.exitCode = 1;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
