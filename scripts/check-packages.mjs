// Lints what each publishable package would publish: publint (package.json and files) and
// are-the-types-wrong (types resolve for ESM consumers). Needs `npm run build:packages` first.
import { execFileSync } from 'node:child_process';

// Entry points that are not JavaScript (the kit's stylesheet) have no types to check.
const packages = {
  'packages/messages': [],
  'packages/sdk': [],
  'packages/headless': [],
  'packages/ui': ['--exclude-entrypoints', './styles.css'],
};
for (const [dir, attwArgs] of Object.entries(packages)) {
  console.log(`\n— ${dir}`);
  execFileSync('npx', ['publint', '--strict', dir], { stdio: 'inherit' });
  execFileSync('npx', ['attw', '--pack', dir, '--profile', 'esm-only', ...attwArgs], { stdio: 'inherit' });
}
