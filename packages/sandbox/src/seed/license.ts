import type { SandboxState } from '../state'
import type { IssuedLicense, LicenseState } from '../state/license'
import type { SeedContext } from './context'
import { seedHistoryRows } from './history'
import type { Random } from './random'

const day = 86_400_000
const keyAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

function licenseKey(random: Random): string {
  const group = () => Array.from({ length: 4 }, () => random.pick([...keyAlphabet])).join('')
  return `PLT-${group()}-${group()}-${group()}-${group()}`
}

export function seedLicense(context: SeedContext, state: SandboxState): LicenseState {
  const { random, now } = context
  const dayOf = (offset: number) =>
    new Date(now.getTime() + offset * day).toISOString().slice(0, 10)
  const base = state.domains.items.find((domain) => domain.base)?.aliases[0]
  const domain = `https://${base ?? 'id.sandbox.example.ru'}`
  const issued: IssuedLicense[] = [
    {
      key: licenseKey(random),
      domain,
      company: 'АО «Цифровые решения»',
      updateServer: 'https://updates.example.ru',
      supportFrom: dayOf(-200),
      supportUntil: dayOf(530),
      activeUsers: 5000,
      validUntil: dayOf(730),
    },
    {
      key: licenseKey(random),
      domain,
      company: 'АО «Цифровые решения»',
      updateServer: 'https://updates.example.ru',
      supportFrom: dayOf(40),
      supportUntil: dayOf(770),
      activeUsers: 10_000,
      validUntil: dayOf(1100),
    },
    {
      key: licenseKey(random),
      domain,
      company: 'АО «Цифровые решения»',
      updateServer: null,
      supportFrom: dayOf(-760),
      supportUntil: dayOf(-395),
      activeUsers: 250,
      validUntil: dayOf(-30),
    },
    {
      key: licenseKey(random),
      domain,
      company: 'АО «Цифровые решения»',
      updateServer: null,
      supportFrom: dayOf(-900),
      supportUntil: dayOf(-170),
      activeUsers: null,
      validUntil: null,
    },
    {
      key: licenseKey(random),
      domain: 'https://sso.example.ru',
      company: 'ООО «Вектор»',
      updateServer: 'https://updates.example.ru',
      supportFrom: dayOf(-100),
      supportUntil: dayOf(265),
      activeUsers: 1000,
      validUntil: dayOf(265),
    },
  ]
  const installed = issued[0]
  const keys = issued.map((license) => license.key)
  seedHistoryRows(
    context,
    state,
    state.history,
    [
      {
        entity: 'license',
        subtype: null,
        entityId: null,
        entityTitle: installed?.company ?? null,
        types: ['create', 'update', 'delete'],
        params: [
          { param: 'key', value: (rng) => rng.pick(keys) },
          { param: 'domain', value: () => domain },
        ],
      },
    ],
    6,
  )
  return { key: installed?.key ?? null, domain: installed?.domain ?? null, issued }
}
