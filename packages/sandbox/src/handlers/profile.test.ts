import {
  fieldTypeValues,
  getProfile,
  getProfileConfigure,
  getProfileDetails,
  updateProfile,
} from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { account, data, failure, signIn, testBed } from '../../test/support/visitor'
import { profileOf } from '../state/profile'

describe('profile summary and details', () => {
  it('compose the core identity with the profile slice', async () => {
    const { client, sandbox } = testBed()
    await signIn(client, 'user')
    const user = account(sandbox, 'user')
    const record = profileOf(sandbox.state.profile, user.id)
    const summary = data(await getProfile(client))
    expect(summary.mainInfo).toEqual({
      id: user.id,
      fio: 'Петров Иван Алексеевич',
      firstName: 'Иван',
      lastName: 'Петров',
      middleName: 'Алексеевич',
      avatar: record.avatarId,
      email: 'user@sandbox.example.ru',
      mobile: '+79160000003',
      login: 'user',
      locale: 'ru',
      isEditable: true,
    })
    expect(summary.accessInfo).toEqual({ requiredFieldsEmpty: false, requiredFieldsEmptyCodes: [] })
    expect(summary.updatedInfo.updatedAt).toBe(record.updatedAt)
    const details = data(await getProfileDetails(client))
    expect(details.mainInfo).toMatchObject({
      birthDate: record.birthDate,
      gender: 'man',
      emailVerify: true,
      mobileVerify: true,
    })
    expect(details.contactsInfo.mobiles[0]).toMatchObject({ value: '+79160000003', main: true })
    expect(details.additionalInfo.personnelNumber).toBe(record.additional.personnelNumber)
  })

  it('limited has empty required fields until they are filled in', async () => {
    const { client } = testBed()
    await signIn(client, 'limited')
    const { accessInfo } = data(await getProfile(client))
    expect(accessInfo.requiredFieldsEmpty).toBe(true)
    const configure = data(await getProfileConfigure(client))
    const required = Object.values(configure.fields)
      .flat()
      .filter(
        (field) =>
          field.profileRequired &&
          field.profileEdit &&
          !field.disabled &&
          field.fieldType !== 'toggle',
      )
    const details = data(await getProfileDetails(client))
    const empty = required.filter((field) => {
      const value =
        details.additionalInfo[field.code] ??
        (details.mainInfo as Record<string, unknown>)[field.code]
      return value === null || value === undefined || (Array.isArray(value) && value.length === 0)
    })
    expect(accessInfo.requiredFieldsEmptyCodes).toEqual(empty.map((field) => field.code))

    const department = Object.values(configure.fields)
      .flat()
      .find((field) => field.code === 'department')
    const values: Record<string, string> = {}
    for (const field of empty) values[field.code] = field.items?.[0]?.id ?? 'ТН-4471'
    const saved = await updateProfile(client, { body: { additionalInfo: values } })
    expect(saved.ok).toBe(true)
    expect(data(await getProfile(client)).accessInfo).toEqual({
      requiredFieldsEmpty: false,
      requiredFieldsEmptyCodes: [],
    })
    expect(data(await getProfileDetails(client)).additionalInfo.department).toBe(
      department?.items?.[0]?.id,
    )
  })

  it('builds the layout from the users tabs, personal data first, every field type', async () => {
    const { client, sandbox } = testBed()
    await signIn(client, 'ldap')
    const configure = data(await getProfileConfigure(client))
    expect(configure.tabs[0]?.code).toBe('users_main')
    expect(configure.blocks.users_main?.slice(0, 2).map((block) => block.code)).toEqual([
      'users_main_base',
      'users_main_contacts',
    ])
    const base = configure.fields.users_main_base ?? []
    expect(base.find((field) => field.code === 'lastName')).toMatchObject({
      systemic: true,
      disabled: true,
    })
    expect(base.find((field) => field.code === 'login')).toMatchObject({
      disabled: true,
      profileEdit: false,
    })
    const dynamic = Object.values(configure.fields)
      .flat()
      .filter((field) => !field.systemic)
    expect(new Set(dynamic.map((field) => field.fieldType))).toEqual(new Set(fieldTypeValues))
    expect(dynamic.some((field) => field.multiple)).toBe(true)
    const combobox = dynamic.find((field) => field.fieldType === 'combobox')
    expect(combobox?.items?.length).toBeGreaterThan(0)
    const hidden = sandbox.state.dynamicFields.tabs
      .flatMap((tab) => tab.subtypes.flatMap((subtype) => subtype.fields))
      .filter((field) => field.type === 'users' && !field.profileVisible)
    expect(dynamic.some((field) => hidden.some((entry) => entry.code === field.code))).toBe(false)
  })
})

describe('saving the personal data', () => {
  it('persists to the core account and the profile, with a history row', async () => {
    const { client, sandbox } = testBed()
    await signIn(client, 'user')
    const body = {
      mainInfo: {
        firstName: 'Иван',
        lastName: 'Сидоров',
        birthDate: '1987-04-12',
        comment: 'Звонить после 10:00',
        email: 'i.sidorov@example.ru',
      },
    }
    expect((await updateProfile(client, { body })).ok).toBe(true)
    const user = account(sandbox, 'user')
    expect(user).toMatchObject({
      lastName: 'Сидоров',
      email: 'i.sidorov@example.ru',
      emailVerified: false,
    })
    const details = data(await getProfileDetails(client))
    expect(details.mainInfo).toMatchObject({
      fio: 'Сидоров Иван Алексеевич',
      birthDate: '1987-04-12',
      comment: 'Звонить после 10:00',
      emailVerify: false,
    })
    expect(details.contactsInfo.emails.find((entry) => entry.main)?.value).toBe(
      'i.sidorov@example.ru',
    )
    expect(details.updatedInfo).toEqual({
      updatedAt: '2026-11-21T09:30:00.000Z',
      updatedBy: 'Сидоров Иван Алексеевич',
    })
    const row = sandbox.state.profile.history.find((entry) => entry.accountId === user.id)
    expect(row?.type).toBe('update')
    expect(row?.changes.map((change) => change.field)).toEqual(
      expect.arrayContaining(['lastName', 'birthDate', 'comment', 'email']),
    )
    expect(row?.changes.find((change) => change.field === 'lastName')).toMatchObject({
      before: 'Петров',
      after: 'Сидоров',
    })
    expect(sandbox.state.history.rows[0]).toMatchObject({
      entity: 'users',
      entityId: user.id,
      type: 'update',
    })
  })

  it('answers errorList keyed by dotted body paths', async () => {
    const { client, sandbox } = testBed()
    await signIn(client, 'user')
    const details = data(await getProfileDetails(client))
    const [main] = details.contactsInfo.mobiles
    const configure = data(await getProfileConfigure(client))
    const dropbox = Object.values(configure.fields)
      .flat()
      .find((field) => field.fieldType === 'dropbox' && !field.systemic)
    const readOnly = Object.values(configure.fields)
      .flat()
      .find((field) => !field.systemic && !field.profileEdit)
    const result = await updateProfile(client, {
      body: {
        mainInfo: {
          birthDate: '1899-12-31',
          comment: 'я'.repeat(256),
          email: 'master@sandbox.example.ru',
          lastName: null,
        },
        contactsInfo: {
          mobiles: [
            ...(main ? [main] : []),
            {
              value: '+79160000001',
              main: false,
              additional: '123456',
              messengers: [],
              clientId: '0f8c5b52-3d44-4b3a-9a21-6d0f8b3e5a71',
            },
          ],
          emails: [
            { value: 'not-an-email', main: true, clientId: '1f8c5b52-3d44-4b3a-9a21-6d0f8b3e5a71' },
          ],
        },
        additionalInfo: {
          [dropbox?.code ?? 'department']: '00000000-0000-4000-8000-000000000000',
          personalEmails: ['broken@', ''],
          [readOnly?.code ?? 'workStart']: '2020-01-01',
          noSuchField: 'x',
        },
      },
    })
    expect(failure(result)).toEqual({
      status: 400,
      body: {
        errorList: {
          'mainInfo.birthDate': ['errorDate'],
          'mainInfo.comment': ['errorMaxLength'],
          'mainInfo.email': ['errorUnique'],
          'mainInfo.lastName': ['errorEmpty'],
          'contactsInfo.mobiles.1.value': ['errorPhoneExists'],
          'contactsInfo.mobiles.1.additional': ['errorPhone'],
          'contactsInfo.emails.0.value': ['errorEmail'],
          [`additionalInfo.${dropbox?.code}`]: ['errorInvalid'],
          'additionalInfo.personalEmails.0': ['errorEmail'],
          [`additionalInfo.${readOnly?.code}`]: ['errorReadOnly'],
          'additionalInfo.noSuchField': ['errorInvalid'],
        },
      },
    })
    expect(account(sandbox, 'user').lastName).toBe('Петров')
  })

  it('drops empty values of multiple fields', async () => {
    const { client } = testBed()
    await signIn(client, 'user')
    expect(
      (await updateProfile(client, { body: { additionalInfo: { hobbies: ['Шахматы', '', ' '] } } }))
        .ok,
    ).toBe(true)
    expect(data(await getProfileDetails(client)).additionalInfo.hobbies).toEqual(['Шахматы'])
  })

  it('refuses a directory account’s name change (405) and a read-only profile (403)', async () => {
    const { client, sandbox, browser } = testBed()
    await signIn(client, 'ldap')
    expect(
      failure(await updateProfile(client, { body: { mainInfo: { lastName: 'Смирнова' } } })).status,
    ).toBe(405)
    expect(
      (
        await updateProfile(client, {
          body: { mainInfo: { lastName: 'Волкова', comment: 'Каталог' } },
        })
      ).ok,
    ).toBe(true)
    const readOnly = Object.values(sandbox.state.profile.records).find((record) => !record.editable)
    const person = sandbox.state.core.accounts.find(
      (candidate) => candidate.id === readOnly?.accountId,
    )
    if (!person) throw new Error('the seed has a read-only profile')
    const other = browser()
    await signIn(other, person.login)
    expect(data(await getProfile(other)).mainInfo.isEditable).toBe(false)
    expect(failure(await updateProfile(other, { body: { mainInfo: { comment: 'x' } } }))).toEqual({
      status: 403,
      body: { accessError: true },
    })
  })
})
