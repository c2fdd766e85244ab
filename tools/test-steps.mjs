// The steps of `npm test`, in order, and how words on its command line pick some of them.

/** @typedef {{ label: string, command: string, env?: Record<string, string> }} Step */

/**
 * The cheap checks come first. Each step runs at most two processes at a time (the machine
 * CI runs on has two cores): the steps themselves run one after another, because browser
 * tests beside a type check or a build on two cores get slow enough to fail.
 * @type {Step[]}
 */
export const steps = [
  { label: 'lint and format (Biome)', command: 'npm run lint' },
  {
    // One pool of two: the kit's story tests are the long pole, and the type checks and knip
    // run beside them instead of before them. --continue: a failed package does not stop the
    // others, so one run shows every failure.
    label: 'typecheck (tsc), unit, component and story tests, package checks, unused code (knip)',
    command:
      'npx turbo run typecheck test //#typecheck:tools //#test:tools //#test:api //#knip --concurrency=2 --continue',
  },
  {
    // The packages as another product gets them: packed, installed outside the repository with
    // the lowest peers they allow, a strict typecheck, a build and one browser test against
    // the sandbox on another origin. The packages' builds are the unit step's, cached.
    label: 'consumer app from the packed packages (strict types, build, Chromium)',
    command: 'node tools/consumer.mjs',
  },
  {
    // Turbo's `build` of the portal, cached, is the one the size check measured: Playwright
    // serves it instead of building again.
    label: 'end-to-end tests (e2e, Playwright)',
    command: 'npx turbo run test:e2e --concurrency=2',
    env: { E2E_PREBUILT: '1' },
  },
  {
    // The same build again, behind Debian's nginx with deploy/nginx: the CSP tour.
    label: 'end-to-end behind nginx (e2e, Playwright, CSP tour)',
    command: 'npm run test:e2e:nginx -w @platform/portal',
  },
  {
    // The same build once more, on a phone as Lighthouse sees it: five pages, three runs each.
    label: 'Lighthouse on a phone (performance, layout shift, accessibility, best practices)',
    command: 'node tools/lighthouse.mjs',
  },
]

/**
 * The steps whose label contains one of `words` (any case), all of them without words.
 * @param {string[]} words
 * @param {Step[]} [all]
 * @returns {Step[]}
 */
export function selectSteps(words, all = steps) {
  if (words.length === 0) return all
  const wanted = words.map((word) => word.toLowerCase())
  const selected = all.filter(({ label }) =>
    wanted.some((word) => label.toLowerCase().includes(word)),
  )
  if (selected.length === 0) {
    throw new Error(
      `No step of npm test matches ${words.map((word) => `"${word}"`).join(' or ')}. ` +
        `The steps: ${all.map(({ label }) => label).join('; ')}.`,
    )
  }
  return selected
}
