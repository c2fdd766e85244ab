// The profile's history of changes, and the same change in the administration's history.
import type { ProfileHistoryChange } from '@platform/sdk'
import type { SandboxState } from '../../state'
import type { Account } from '../../state/core'
import { recordHistory } from '../../state/history'
import { fioOf } from './model'

export interface ProfileChange {
  account: Account
  /** Who changed it: the person themself unless said otherwise. */
  changer?: Account
  type: string
  changes: ProfileHistoryChange[]
  ip: string | null
  at: Date
}

export function recordProfileChange(state: SandboxState, change: ProfileChange): void {
  const changer = change.changer ?? change.account
  const fio = fioOf(changer)
  state.profile.history.unshift({
    id: state.random.uuid(),
    accountId: change.account.id,
    date: change.at.toISOString(),
    ip: change.ip,
    changer: fio,
    type: change.type,
    changes: change.changes.map((entry) => ({ ...entry })),
  })
  const record = state.profile.records[change.account.id]
  // A creation is not a change: updatedInfo stays empty until the first edit.
  if (record && change.type !== 'create') {
    record.updatedAt = change.at.toISOString()
    record.updatedBy = fio
  }
  if (!state.history) return
  recordHistory(
    state.history,
    {
      ip: change.ip,
      changer: { id: changer.id, fio },
      type: change.type,
      entity: 'users',
      subtype: null,
      entityId: change.account.id,
      entityTitle: fioOf(change.account),
      changes: change.changes.map(({ field, before, after }) => ({ param: field, before, after })),
    },
    change.at,
    state.random,
  )
}
