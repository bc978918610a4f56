import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Browser code imports the subpath of the domain it shows (`@teranga/messages/cart`, `/kit/header`…), never the root,
// which holds the server's, the mails' and the operators' texts too: a page's bundle then carries only its own texts.
const repo = fileURLToPath(new URL('../../..', import.meta.url));
const BROWSER = ['packages/ui/src', 'packages/headless/src', 'packages/sdk/src', 'apps/reference/src'];
const rootImport = /from\s+['"]@teranga\/messages['"]/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('browser code and @teranga/messages', () => {
  it('imports subpaths only, never the package root', () => {
    const offenders = BROWSER.flatMap((dir) => sources(join(repo, dir)))
      .filter((file) => rootImport.test(readFileSync(file, 'utf8')))
      .map((file) => file.slice(repo.length));
    expect(offenders).toEqual([]);
  });
});
