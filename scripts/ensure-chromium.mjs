// Finds the Chromium the browser tests drive (CHROME_PATH, else Debian's /usr/bin/chromium). On Debian as root it installs
// the `chromium` package when missing; elsewhere it stops and says what to install. npm tools never download browsers here.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The team's launch options (TOOLCHAIN.md): Debian's Chromium, nothing downloaded, nothing phoning home. */
export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumPath() {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

function isDebianRoot() {
  return existsSync('/etc/debian_version') && process.getuid?.() === 0;
}

export function ensureChromium() {
  const path = chromiumPath();
  if (existsSync(path)) return path;
  if (!process.env.CHROME_PATH && isDebianRoot()) {
    console.log('Chromium absent : installation du paquet Debian « chromium »…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(path)) return path;
  }
  console.error(
    `Chromium introuvable (${path}). Installez Chromium (Debian/Ubuntu : \`sudo apt-get install chromium\`) ` +
      'ou indiquez son chemin dans la variable CHROME_PATH.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Chromium : ${ensureChromium()}`);
}
