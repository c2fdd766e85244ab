import { describe, expect, it } from 'vitest'
import { splitVersion, versionDifference } from './version-difference'

describe('version difference', () => {
  it('finds the first part where an installed version falls behind or runs ahead', () => {
    expect(versionDifference('2.7.3', '2.8.0')).toEqual({
      standing: 'behind',
      part: 'minor',
      from: 1,
    })
    expect(versionDifference('1.9.1', '2.0.0')).toEqual({
      standing: 'behind',
      part: 'major',
      from: 0,
    })
    expect(versionDifference('4.12.1', '4.12.0')).toEqual({
      standing: 'ahead',
      part: 'patch',
      from: 2,
    })
    expect(versionDifference('4.10.0', '4.9.0')).toEqual({
      standing: 'ahead',
      part: 'minor',
      from: 1,
    })
  })

  it('reads a missing segment as zero and compares suffixes in number order', () => {
    expect(versionDifference('4.12', '4.12.0')).toEqual({ standing: 'same', from: 3 })
    expect(versionDifference('3.1.0-rc2', '3.1.0-rc10').standing).toBe('behind')
  })

  it('cannot compare when the application did not answer or nothing is recommended', () => {
    expect(versionDifference(null, '1.9.1')).toEqual({ standing: 'unknown', from: 0 })
    expect(versionDifference('1.9.1', null).standing).toBe('unknown')
  })

  it('splits a version where it starts to differ', () => {
    expect(splitVersion('2.7.3', 1)).toEqual({ same: '2.', differing: '7.3' })
    expect(splitVersion('2.7.3', 0)).toEqual({ same: '', differing: '2.7.3' })
    expect(splitVersion('4.12.0', 3)).toEqual({ same: '4.12.0', differing: '' })
  })
})
