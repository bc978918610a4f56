// The second shop of the consumer test: examples/next-shop (Next.js App Router) copied outside the workspace, its
// registry dependencies installed, then the Teranga tarballs as its README says, built (`next build` type-checks it)
// and type-checked again with tsc. Called by scripts/consumer-app.mjs, which then opens it in Chromium.
import { cpSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { terangaPackages } from './install-check.mjs';

const root = resolve(import.meta.dirname, '..');
const example = join(root, 'examples/next-shop');

/**
 * Builds the Next.js shop in `dir` against the API at `apiOrigin` (NEXT_PUBLIC_TERANGA_API is read at build time by
 * its client components). `check(ok, what)` records each result; `run(cmd, args, cwd, env)` runs a command.
 */
export function buildNextShop({ dir, packed, apiOrigin, check, run }) {
  cpSync(example, dir, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|\.next)([/\\]|$)/.test(source),
  });
  // The example's registry dependencies as its package.json says; the kit's tarballs next, in one command.
  const started = Date.now();
  try {
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], dir);
    run(
      'npm',
      [
        'install',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        ...terangaPackages.map((name) => packed[name].path),
      ],
      dir,
    );
    check(true, `examples/next-shop s'installe (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  } catch (error) {
    console.log(error.stdout, error.stderr);
    check(false, "examples/next-shop s'installe");
    return false;
  }
  const env = { NEXT_PUBLIC_TERANGA_API: apiOrigin, NEXT_TELEMETRY_DISABLED: '1' };
  try {
    const builtAt = Date.now();
    run('npx', ['next', 'build'], dir, env);
    check(
      true,
      `examples/next-shop se construit avec next build (${((Date.now() - builtAt) / 1000).toFixed(0)} s)`,
    );
  } catch (error) {
    console.log(error.stdout, error.stderr);
    check(false, 'examples/next-shop se construit avec next build');
    return false;
  }
  try {
    run('npx', ['tsc', '--noEmit', '-p', '.'], dir);
    check(true, 'examples/next-shop passe tsc en mode strict');
  } catch (error) {
    console.log(error.stdout, error.stderr);
    check(false, 'examples/next-shop passe tsc en mode strict');
  }
  return true;
}
