// Picks the lines of a tool's output that name what failed: Playwright and Vitest tests,
// tsc errors, Biome diagnostics, turbo tasks. The summary of `npm test` repeats them.

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes start with ESC.
const ansi = /\u001b\[[0-9;]*m/g

/** @type {RegExp[]} */
const patterns = [
  /✘\s+\d+\s+\[/, // Playwright list reporter: a failed test
  /^\s*\d+\s+(failed|flaky)\s*$/, // Playwright totals
  /^\s*\[[\w-]+\]\s+›\s/, // Playwright: the tests listed under "N failed"
  /\bFAIL\s+\S/, // Vitest: a failed file or test
  /^\s*×\s/, // Vitest: a failed test inside a file
  /error TS\d+:/, // tsc
  /^\S+:\d+:\d+\s+\S+.*━/, // Biome: path:line:col rule [FIXABLE] ━━━
  /^\S+\s+format\s+━/, // Biome: an unformatted file
  /^\s*(\w+Error|Error):\s\S/, // the first line of a failure's error
  /^\s*Failed:\s+\S/, // turbo: the failed tasks
]

const limit = 40

/**
 * @param {string} output everything a step printed
 * @returns {string[]} the lines naming failures, without colours, each once, at most 40
 */
export function failureLines(output) {
  /** @type {string[]} */
  const picked = []
  for (const raw of output.split(/\r?\n/)) {
    const line = raw.replace(ansi, '').trimEnd()
    const text = line.replace(/^[@\w/.-]+:[\w:-]+: /, '') // turbo's "pkg:task: " prefix
    if (!patterns.some((pattern) => pattern.test(text))) continue
    if (!picked.includes(line.trim())) picked.push(line.trim())
  }
  return picked.length > limit
    ? [...picked.slice(0, limit), `… and ${picked.length - limit} more`]
    : picked
}
