#!/usr/bin/env node
// Publishes the built Storybook to Chromatic for visual review, when a project token is set.
import { spawnSync } from 'node:child_process';

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', shell: false }).status ?? 1;

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    [
      'Chromatic : la variable CHROMATIC_PROJECT_TOKEN est absente, rien n’est publié.',
      'Chromatic: CHROMATIC_PROJECT_TOKEN is not set, nothing was published.',
      'Créez un projet sur https://www.chromatic.com, puis : CHROMATIC_PROJECT_TOKEN=<jeton> npm run chromatic',
    ].join('\n'),
  );
  process.exit(1);
}

const built = run('npm', ['run', 'build-storybook']);
if (built !== 0) process.exit(built);
process.exit(
  run('npx', ['chromatic', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes']),
);
