import type { LicenseInfo, LicenseState } from '@platform/sdk'
import { StatusBadge } from '@platform/ui'
import * as admin from '../shared/admin.css'
import { useLicenseTexts } from './license-texts'

/** Standard while the license is active, limited once it has expired. */
export function LicenseStateBadge({ state }: { state: LicenseState }) {
  const texts = useLicenseTexts()
  return (
    <StatusBadge variant={state === 'standard' ? 'success' : 'error'}>
      {texts.state(state)}
    </StatusBadge>
  )
}

/** The support period and, plainly, whether support has started, runs or is over. */
export function SupportPeriod({ info }: { info: LicenseInfo }) {
  const texts = useLicenseTexts()
  const support = texts.supportState(info.supportState)
  return (
    <span className={admin.row}>
      <span>{texts.supportPeriod(info)}</span>
      <StatusBadge variant={support.variant}>{support.title}</StatusBadge>
    </span>
  )
}
