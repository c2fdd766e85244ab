/**
 * Whether a build runs on the sandbox. Not when it is built for a real platform
 * (`PLATFORM_API_URL` set) or told `PORTAL_SANDBOX=off` (what `deploy/Dockerfile` sets): the
 * flag is then the constant `false`, and the sandbox's outbox panel, loaded only behind it,
 * is left out of the bundle.
 */
export function buildsOnSandbox(env: Readonly<Record<string, string | undefined>>): boolean {
  return !env.PLATFORM_API_URL && env.PORTAL_SANDBOX !== 'off'
}
