import { describe, expect, it } from 'vitest'
import { failureLines } from './failure-lines.mjs'

describe('failureLines', () => {
  it('names the failed Playwright test and its totals, without colours', () => {
    const output = [
      '@platform/portal:test:e2e: Running 106 tests using 2 workers',
      '@platform/portal:test:e2e:   ✓  1 [chromium] › e2e/sign-in.spec.ts:10:3 › signs in (2.1s)',
      '@platform/portal:test:e2e:   \u001b[31m✘  2 [chromium] › e2e/outbox.spec.ts:8:3 › restores (30.0s)\u001b[39m',
      '@platform/portal:test:e2e:     TimeoutError: locator.waitFor: Timeout 20000ms exceeded.',
      '@platform/portal:test:e2e:   1 failed',
      '@platform/portal:test:e2e:     [chromium] › e2e/outbox.spec.ts:8:3 › restores ─────',
      '@platform/portal:test:e2e:   105 passed (5.6m)',
      ' Failed:    @platform/portal#test:e2e',
    ].join('\n')
    expect(failureLines(output)).toEqual([
      '@platform/portal:test:e2e:   ✘  2 [chromium] › e2e/outbox.spec.ts:8:3 › restores (30.0s)'.trim(),
      '@platform/portal:test:e2e:     TimeoutError: locator.waitFor: Timeout 20000ms exceeded.'.trim(),
      '@platform/portal:test:e2e:   1 failed'.trim(),
      '@platform/portal:test:e2e:     [chromium] › e2e/outbox.spec.ts:8:3 › restores ─────'.trim(),
      'Failed:    @platform/portal#test:e2e',
    ])
  })

  it('names Vitest failures, tsc errors and Biome diagnostics', () => {
    const output = [
      ' FAIL  src/rules.test.ts > inn > rejects a wrong check digit',
      '   × rejects a wrong check digit 3ms',
      '   ✓ accepts a valid one 1ms',
      "src/a.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'.",
      'packages/sdk/scripts/generate.mjs format ━━━━━━━━━━',
      'apps/portal/src/x.tsx:4:9 lint/a11y/useButtonType ━━━━━━━━━━',
      'tools/x.mjs:1:7 lint/correctness/noUnusedVariables  FIXABLE  ━━━━━━━━━━',
    ].join('\n')
    expect(failureLines(output)).toHaveLength(6)
  })

  it('keeps each line once and stops at forty', () => {
    const same = Array.from({ length: 3 }, () => ' FAIL  a.test.ts').join('\n')
    expect(failureLines(same)).toEqual(['FAIL  a.test.ts'])
    const many = Array.from({ length: 50 }, (_, index) => ` FAIL  t${index}.test.ts`).join('\n')
    const lines = failureLines(many)
    expect(lines).toHaveLength(41)
    expect(lines.at(-1)).toBe('… and 10 more')
  })

  it('finds nothing in a passing run', () => {
    expect(failureLines('✓ 12 tests passed\nTasks: 6 successful, 6 total')).toEqual([])
  })
})
