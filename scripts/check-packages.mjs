// Lints what each publishable package would publish: publint (package.json and files) and
// are-the-types-wrong (types resolve for ESM consumers). Needs `npm run build:packages` first.
import { execFileSync } from 'node:child_process';

const packages = ['packages/sdk', 'packages/headless', 'packages/ui'];
for (const dir of packages) {
  console.log(`\n— ${dir}`);
  execFileSync('npx', ['publint', '--strict', dir], { stdio: 'inherit' });
  execFileSync('npx', ['attw', '--pack', dir, '--profile', 'esm-only'], { stdio: 'inherit' });
}
