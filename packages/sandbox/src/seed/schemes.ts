import type { AuthFlow, AuthScheme, AuthSchemeFlow } from '@platform/sdk'
import type { SandboxState } from '../state'
import { refreshFlowUsage, type SchemesState } from '../state/schemes'
import type { SeedContext } from './context'

const flowNames: Record<AuthFlow, string> = {
  credentials: 'Логин и пароль',
  email_code: 'Код по электронной почте',
  sms_code: 'Код по SMS',
}

/**
 * The three flows and four schemes: the base scheme with most users, a stricter one with a
 * few, one active without users (it can be switched off) and an inactive one.
 */
export function seedSchemes({ random }: SeedContext, state: SandboxState): SchemesState {
  const flows: AuthSchemeFlow[] = (Object.keys(flowNames) as AuthFlow[]).map((code) => ({
    id: random.uuid(),
    code,
    name: flowNames[code],
    active: true,
    used: false,
    base: false,
  }))
  const [credentials, email, sms] = flows.map((flow) => flow.id) as [string, string, string]
  const admins = state.core.accounts.filter((account) => account.admin || account.master).length
  const schemes: AuthScheme[] = [
    {
      id: random.uuid(),
      priority: 1,
      active: true,
      name: 'Стандартная',
      code: 'standard',
      comment: 'Вход по паролю или коду на почту для всех сотрудников',
      firstFactor: [
        { id: credentials, enabled: true },
        { id: email, enabled: true },
        { id: sms, enabled: false },
      ],
      secondFactor: [],
      base: true,
      usersCount: state.core.accounts.length - admins - 3,
    },
    {
      id: random.uuid(),
      priority: 2,
      active: true,
      name: 'Усиленная',
      code: 'strong',
      comment: 'Пароль и подтверждение кодом по SMS для администраторов',
      firstFactor: [{ id: credentials, enabled: true }],
      secondFactor: [{ id: sms, enabled: true }],
      base: false,
      usersCount: admins + 3,
    },
    {
      id: random.uuid(),
      priority: 3,
      active: true,
      name: 'Для подрядчиков',
      code: 'contractors',
      comment: 'Вход по коду из SMS для сотрудников подрядных организаций',
      firstFactor: [{ id: sms, enabled: true }],
      secondFactor: [],
      base: false,
      usersCount: 0,
    },
    {
      id: random.uuid(),
      priority: 4,
      active: false,
      name: 'Без пароля',
      code: 'passwordless',
      comment: null,
      firstFactor: [
        { id: email, enabled: true },
        { id: sms, enabled: true },
      ],
      secondFactor: [],
      base: false,
      usersCount: 0,
    },
  ]
  const seeded = { flows, schemes }
  refreshFlowUsage(seeded)
  return seeded
}
