/** Where an installed version stands against the recommended one. */
type VersionStanding = 'unknown' | 'same' | 'behind' | 'ahead'

/** The first differing part: major, minor, or anything after (patch, build). */
type VersionPart = 'major' | 'minor' | 'patch'

export interface VersionDifference {
  standing: VersionStanding
  /** The first part that differs, when they differ. */
  part?: VersionPart
  /** The index of the first differing dot-separated segment (the length when none does). */
  from: number
}

const segmentsOf = (version: string) => version.trim().split('.')

function compareSegments(a: string, b: string): number {
  const numeric = /^\d+$/
  if (numeric.test(a) && numeric.test(b)) return Number(a) - Number(b)
  return a.localeCompare(b, 'en', { numeric: true })
}

/**
 * Compares an installed version with the recommended one, segment by segment (`2.7.3` is
 * behind `2.8.0` from its minor part). A missing version (the application did not answer) or
 * a missing recommendation cannot be compared.
 */
export function versionDifference(
  version: string | null,
  recommended: string | null,
): VersionDifference {
  if (!version || !recommended) return { standing: 'unknown', from: 0 }
  const mine = segmentsOf(version)
  const theirs = segmentsOf(recommended)
  const length = Math.max(mine.length, theirs.length)
  for (let index = 0; index < length; index += 1) {
    const order = compareSegments(mine[index] ?? '0', theirs[index] ?? '0')
    if (order !== 0) {
      const part: VersionPart = index === 0 ? 'major' : index === 1 ? 'minor' : 'patch'
      return { standing: order < 0 ? 'behind' : 'ahead', part, from: index }
    }
  }
  return { standing: 'same', from: length }
}

/** A version's segments split where it starts to differ, for showing that part marked. */
export function splitVersion(version: string, from: number): { same: string; differing: string } {
  const segments = segmentsOf(version)
  const same = segments.slice(0, from).join('.')
  const differing = segments.slice(from).join('.')
  return { same: same && differing ? `${same}.` : same, differing }
}
