// Finds Varnish (varnishd) and its xkey vmod for the HTTP cache test (apps/api/test/varnish.test.ts). On Debian as root
// it installs the `varnish` and `varnish-modules` packages when missing, as ensure-chromium.mjs does for Chromium;
// elsewhere it says what to install. Answers the path of varnishd, or null with the reason in `missing`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const VARNISHD = process.env.VARNISHD || '/usr/sbin/varnishd';
const VMOD_DIRS = [
  '/usr/lib/x86_64-linux-gnu/varnish/vmods',
  '/usr/lib/aarch64-linux-gnu/varnish/vmods',
  '/usr/lib/varnish/vmods',
];

const hasXkey = () =>
  VMOD_DIRS.some((dir) => existsSync(dir) && readdirSync(dir).includes('libvmod_xkey.so'));

const isDebianRoot = () => existsSync('/etc/debian_version') && process.getuid?.() === 0;

export function ensureVarnish() {
  if (existsSync(VARNISHD) && hasXkey()) return { path: VARNISHD };
  if (!process.env.VARNISHD && isDebianRoot()) {
    console.log('Varnish absent : installation des paquets Debian « varnish » et « varnish-modules »…');
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', 'varnish', 'varnish-modules'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    } catch (error) {
      return { path: null, missing: `apt-get a échoué : ${error.message}` };
    }
    if (existsSync(VARNISHD) && hasXkey()) return { path: VARNISHD };
  }
  return {
    path: null,
    missing:
      `Varnish introuvable (${VARNISHD}) ou sans vmod xkey. Installez-les (Debian/Ubuntu : ` +
      '`sudo apt-get install varnish varnish-modules`) ou indiquez varnishd dans la variable VARNISHD.',
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = ensureVarnish();
  if (!found.path) {
    console.error(found.missing);
    process.exit(1);
  }
  console.log(`Varnish : ${found.path}`);
}
