// Finds Debian's Chromium for browser tests and benchmarks. Never downloads a browser: when none is
// found it installs Debian's package if running as root, or stops with a message naming it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p): p is string => !!p && existsSync(p));
  if (found) return found;
  if (process.getuid?.() === 0) {
    console.log('Chromium not found: installing Debian package "chromium" (apt-get)...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    "Chromium is needed for the browser tests. Install Debian's package: `sudo apt-get install chromium`, " +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}
