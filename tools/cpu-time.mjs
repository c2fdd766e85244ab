// CPU time spent by the processes `npm test` ran, beside the wall time: on a shared machine
// the wall time says how busy the others were, the CPU time what a step itself cost.
import { readFileSync } from 'node:fs'

// Linux reports the times of /proc in USER_HZ, 100 per second on every architecture it runs.
const ticksPerSecond = 100

/**
 * User plus system seconds of this process's children that have ended and been waited for,
 * with their own such children: what a step cost once it is over. `undefined` where there is
 * no /proc (not Linux). A process left running, or orphaned and reaped by init, is not counted.
 * @param {string} [stat] the text of /proc/self/stat, read when not given
 * @returns {number | undefined}
 */
export function childCpuSeconds(stat) {
  let text = stat
  if (text === undefined) {
    try {
      text = readFileSync('/proc/self/stat', 'utf8')
    } catch {
      return undefined
    }
  }
  // The command name in parentheses may hold spaces: count the fields after it. proc(5)
  // numbers them from 1; cutime and cstime are the 16th and 17th, the state the 3rd.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
  const cutime = Number(fields[16 - 3])
  const cstime = Number(fields[17 - 3])
  if (!Number.isFinite(cutime) || !Number.isFinite(cstime)) return undefined
  return (cutime + cstime) / ticksPerSecond
}
