// The one place that finds the browser for every test tool in the repo. Test tools must
// never download a browser: they all launch Debian's Chromium through this helper.
import { accessSync, constants } from 'node:fs'

const DEBIAN_CHROMIUM = '/usr/bin/chromium'

/**
 * Flags for Chromium on a closed network, as root, in a container. Headless mode itself is
 * switched on by the tool that launches it (Playwright adds `--headless`).
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/**
 * Path to the Chromium binary: `CHROME_PATH` first, then Debian's `/usr/bin/chromium`.
 * Throws with the install command when neither exists.
 */
export function findChromium(env = process.env, exists = isExecutable) {
  const fromEnv = env.CHROME_PATH?.trim()
  if (fromEnv) {
    if (exists(fromEnv)) return fromEnv
    throw new Error(
      `CHROME_PATH is set to "${fromEnv}", but no executable is there. ` +
        "Fix CHROME_PATH or unset it to use Debian's Chromium (apt-get install -y chromium).",
    )
  }
  if (exists(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM
  throw new Error(
    "Chromium was not found. Browser tests run on Debian's Chromium and never download one: " +
      'install it with `apt-get install -y chromium` (package "chromium"), ' +
      'or point CHROME_PATH at a Chromium binary.',
  )
}

/** Launch options for Playwright and for vitest's Playwright provider. */
export function chromiumLaunchOptions() {
  return { executablePath: findChromium(), args: chromiumArgs }
}
