import type { Setting, SettingsModule } from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import {
  changedRows,
  changesToSave,
  clientErrors,
  initialValues,
  settingRows,
} from './settings-model'

function row(code: string, value: Setting['value'], extra: Partial<Setting> = {}): Setting {
  return {
    id: `id-${code}`,
    code,
    title: code,
    description: null,
    type: 'duration',
    value,
    value_props: { unit: 'seconds', min: 1, max: 604_800 },
    readonly: false,
    ...extra,
  }
}

const modules: SettingsModule[] = [
  {
    code: 'auth',
    title: 'Аутентификация',
    groups: [
      {
        code: 'codes',
        title: 'Коды',
        description: null,
        settings: [
          row('authCodeResendAlive', 60),
          row('authCodeAlive', 300),
          row('authCodeLength', 4, { type: 'integer', readonly: true, value_props: null }),
        ],
      },
    ],
  },
  {
    code: 'system',
    title: 'Система',
    groups: [
      {
        code: 'codes',
        title: 'Журналы',
        description: null,
        settings: [
          row('historyRetention', 90, { value_props: { unit: 'days', min: 45 } }),
          row('uiNavMini', false, { type: 'boolean', value_props: null }),
        ],
      },
    ],
  },
]

const rows = settingRows(modules)
const initial = initialValues(rows)

describe('settings form', () => {
  it('keys groups by module, since group codes repeat', () => {
    expect(new Set(rows.map((each) => each.group))).toEqual(new Set(['auth:codes', 'system:codes']))
  })

  it('saves only the changed rows, never a read-only one', () => {
    const values = { ...initial, authCodeAlive: 600, authCodeLength: 6, uiNavMini: true }
    expect(changedRows(rows, values).map((each) => each.code)).toEqual([
      'authCodeAlive',
      'uiNavMini',
    ])
    expect(changesToSave(rows, values)).toEqual([
      { id: 'id-authCodeAlive', value: 600 },
      { id: 'id-uiNavMini', value: true },
    ])
    expect(changesToSave(rows, initial)).toEqual([])
  })

  it('needs the code lifetime above the resend delay, shown on the lifetime', () => {
    expect(clientErrors(rows, { ...initial, authCodeResendAlive: 300 })).toEqual({
      authCodeAlive: ['errorCodeAlive'],
    })
    expect(clientErrors(rows, { ...initial, authCodeAlive: 30 })).toEqual({
      authCodeAlive: ['errorCodeAlive'],
    })
  })

  it('checks retention minimums and emptied numbers of changed rows only', () => {
    expect(clientErrors(rows, { ...initial, historyRetention: 44 })).toEqual({
      historyRetention: ['errorMin', 'errorRetention'],
    })
    expect(clientErrors(rows, { ...initial, historyRetention: null })).toEqual({
      historyRetention: ['errorEmpty'],
    })
    expect(clientErrors(rows, initial)).toEqual({})
  })
})
