import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { parse } from 'yaml'
import type { MessageCode } from './contract'
import * as forms from './index'
import { limits, logRetentionMinimumDays, userSearchLimit } from './limits'
import { isMessageKey, type MessageKey, messageKeys } from './messages'

describe('message keys', () => {
  it('are exactly the MessageCode of the contract', () => {
    expectTypeOf<MessageKey>().toEqualTypeOf<MessageCode>()
    const common = readFileSync(
      fileURLToPath(new URL('../../../openapi/components/schemas/common.yaml', import.meta.url)),
      'utf8',
    )
    const contract = (parse(common) as { MessageCode: { enum: string[] } }).MessageCode.enum
    expect([...messageKeys].sort()).toEqual([...contract].sort())
  })

  it('are told apart from other strings', () => {
    expect(isMessageKey('errorEmpty')).toBe(true)
    expect(isMessageKey('Поле не может быть пустым')).toBe(false)
  })
})

describe('business limits', () => {
  it('hold the documents’ numbers', () => {
    expect(limits).toMatchObject({
      verificationCodeLength: 4,
      defaultGeneratedPasswordLength: 8,
      commentMaxLength: 255,
      birthDateMin: '1900-01-01',
      phoneExtensionLength: 5,
      clientCredentialMaxLength: 64,
      lifetimeMaxMinutes: 10_080,
      passwordMaxLength: 9999,
    })
    expect(logRetentionMinimumDays).toEqual({
      historyRetention: 45,
      integrationLogsRetention: 14,
      providerApiLogsRetention: 7,
      providerSyncLogsRetention: 7,
      completedInteractionsRetention: 30,
      integrationJournalRetention: 7,
    })
  })

  it('limit a user look-up to the ids given, else 50', () => {
    expect(userSearchLimit(['a', 'b'])).toBe(2)
    expect(userSearchLimit([])).toBe(50)
    expect(userSearchLimit(undefined)).toBe(50)
  })
})

describe('the package entry', () => {
  it('exports the checks other products use, with their signatures', () => {
    for (const check of [
      forms.isValidInn,
      forms.isValidKpp,
      forms.isValidOgrn,
      forms.isValidIp,
      forms.isValidSubnet,
    ]) {
      expectTypeOf(check).toEqualTypeOf<(value: string) => boolean>()
      expect(check('')).toBe(false)
    }
  })
})
