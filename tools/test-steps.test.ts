import { describe, expect, it } from 'vitest'
import { selectSteps, steps } from './test-steps.mjs'

const labels = (words: string[]) => selectSteps(words).map(({ label }) => label)

describe('selectSteps', () => {
  it('runs every step without words', () => {
    expect(selectSteps([])).toBe(steps)
  })

  it('picks the end-to-end steps by the word of the README, in any case', () => {
    expect(labels(['e2e'])).toEqual([
      'end-to-end tests (e2e, Playwright)',
      'end-to-end behind nginx (e2e, Playwright, CSP tour)',
    ])
    expect(labels(['E2E'])).toEqual(labels(['e2e']))
    expect(labels(['playwright'])).toEqual(labels(['e2e']))
  })

  it('picks each step a word names, in the order they run', () => {
    expect(labels(['typecheck', 'lint'])).toEqual([
      'lint and format (Biome)',
      'typecheck (tsc), unit, component and story tests, package checks, unused code (knip)',
    ])
    expect(labels(['unit'])).toEqual(labels(['typecheck']))
    expect(labels(['knip'])).toEqual(labels(['typecheck']))
    expect(labels(['consumer'])).toEqual([
      'consumer app from the packed packages (strict types, build, Chromium)',
    ])
    expect(labels(['lighthouse'])).toEqual([
      'Lighthouse on a phone (performance, layout shift, accessibility, best practices)',
    ])
  })

  it('runs Lighthouse last, on the build the end-to-end steps served', () => {
    expect(steps.at(-1)?.command).toBe('node tools/lighthouse.mjs')
  })

  it('refuses a word that picks no step, naming the steps, rather than passing with none', () => {
    expect(() => selectSteps(['e2e-tests'])).toThrow(/No step of npm test matches "e2e-tests"/)
    expect(() => selectSteps(['nothing'])).toThrow(/lint and format \(Biome\)/)
  })
})
