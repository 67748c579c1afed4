import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Browser journeys use Debian's Chromium; on Debian as root we install it, elsewhere we say what is missing. */
export function ensureChromium(): void {
  if (fs.existsSync(chromiumPath)) return;
  const isDebian = fs.existsSync('/etc/debian_version');
  if (isDebian && process.getuid?.() === 0) {
    console.log('Installing Debian chromium for the browser tests…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (update.status === 0 && install.status === 0 && fs.existsSync(chromiumPath)) return;
  }
  throw new Error(`Chromium not found at ${chromiumPath}: install Debian's "chromium" package (or set CHROMIUM_PATH).`);
}
