// The browser every test and benchmark drives, in one place.
import {existsSync} from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Debian's Chromium where it is installed (CI installs it); otherwise undefined (the tool's own). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);

/** Flags measured on these machines: without them headless Chromium tries to reach Google's hosts. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
