import type { ProfileDetails, ProfileFieldConfig } from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { accountActions } from './account'
import { mainDefinition } from './fields'

type Actions = ProfileDetails['availableActions']

function account(availableActions: Actions) {
  return { availableActions, mainInfo: {} as ProfileDetails['mainInfo'] }
}

function config(code: string): ProfileFieldConfig {
  return {
    code,
    title: code,
    systemic: true,
    disabled: false,
    profileRequired: false,
    adminRequired: false,
    profileEdit: true,
    multiple: false,
    comment: null,
  }
}

describe('directory-account locks', () => {
  it('a directory account cannot change its password or delete itself', () => {
    expect(accountActions(account({ updatePassword: false, setPassword: false }))).toEqual({
      password: null,
      canDelete: false,
      nameLocked: true,
      directory: true,
    })
  })

  it('an account with a password changes it; one without sets one; both may leave', () => {
    expect(accountActions(account({ updatePassword: true, setPassword: false }))).toMatchObject({
      password: 'update',
      canDelete: true,
      nameLocked: false,
    })
    expect(accountActions(account({ updatePassword: false, setPassword: true }))).toMatchObject({
      password: 'set',
      canDelete: true,
      nameLocked: false,
    })
  })

  it('the name parts of a directory account are read-only with the explanation', () => {
    const note = 'Имя управляется службой каталогов'
    for (const code of ['lastName', 'firstName', 'middleName']) {
      expect(mainDefinition(config(code), { items: {}, directoryNote: note })).toMatchObject({
        disabled: true,
        comment: note,
      })
      expect(mainDefinition(config(code), { items: {} })).toMatchObject({ disabled: false })
    }
    expect(mainDefinition(config('comment'), { items: {}, directoryNote: note })).toMatchObject({
      disabled: false,
    })
  })
})
