// The one place that finds the browser for every test tool in the repo. Test tools must
// never download a browser: they all launch Debian's Chromium through this helper.
import { accessSync, constants } from 'node:fs'
import { fileURLToPath } from 'node:url'

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

/**
 * Chromium 156 draws its address bar's suggestions as web pages of its own, and loads them ahead
 * in a renderer process for each window. Playwright opens a window for every browser context,
 * so each test paid for processes that showed nothing: 29 e2e tests took 74–93 s on two cores
 * with them, 57–65 s without (decision 0003).
 */
export const unseenBrowserParts = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup'

/** Starts Chromium with Playwright's list of disabled features and ours merged into one. */
const mergingLauncher = fileURLToPath(new URL('./chromium-features.sh', import.meta.url))

/**
 * Launch options for Playwright and for vitest's Playwright provider: Debian's Chromium (or
 * CHROME_PATH's) through `chromium-features.sh`, with `unseenBrowserParts` off.
 */
export function chromiumLaunchOptions() {
  return {
    executablePath: mergingLauncher,
    args: [...chromiumArgs, unseenBrowserParts],
    env: { ...process.env, PLATFORM_CHROMIUM: findChromium() },
  }
}
