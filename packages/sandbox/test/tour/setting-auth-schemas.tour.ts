import {
  createAuthScheme,
  deleteAuthScheme,
  listAuthFlows,
  listAuthSchemes,
  reorderAuthSchemes,
  setAuthSchemeActive,
  updateAuthScheme,
} from '@platform/sdk'
import type { TourStop } from './harness'

export const tour: TourStop[] = [
  {
    name: 'authentication schemes: create, edit, reorder, switch off and on, delete',
    async run(context) {
      const client = await context.as('admin')
      const { flows } = context.ok(await listAuthFlows(client), 'listAuthFlows')
      const flow = (code: string) => flows.find((each) => each.code === code)?.id ?? ''
      const body = {
        name: 'Для партнёров',
        code: 'partners',
        comment: 'Пароль и код на почту для партнёров',
        firstFactor: [{ id: flow('credentials'), enabled: true }],
        secondFactor: [{ id: flow('email_code'), enabled: true }],
        base: false,
      }
      const { id } = context.ok(await createAuthScheme(client, { body }), 'createAuthScheme')
      context.ok(
        await updateAuthScheme(client, {
          params: { path: { id } },
          body: { ...body, secondFactor: [{ id: flow('sms_code'), enabled: true }] },
        }),
        'updateAuthScheme',
      )
      const { schemas } = context.ok(await listAuthSchemes(client), 'listAuthSchemes')
      const original = schemas.map(({ id: each, priority }) => ({ id: each, priority }))
      const moved = [
        ...schemas.filter((scheme) => scheme.id === id),
        ...schemas.filter((scheme) => scheme.id !== id),
      ].map(({ id: each }, index) => ({ id: each, priority: index + 1 }))
      context.ok(await reorderAuthSchemes(client, { body: moved }), 'reorderAuthSchemes')
      context.ok(await reorderAuthSchemes(client, { body: original }), 'reorderAuthSchemes (back)')
      const toggle = (active: boolean) =>
        setAuthSchemeActive(client, { params: { path: { id } }, body: { active } })
      context.ok(await toggle(false), 'setAuthSchemeActive (off)')
      context.ok(await toggle(true), 'setAuthSchemeActive (on)')
      context.ok(await deleteAuthScheme(client, { params: { path: { id } } }), 'deleteAuthScheme')
    },
  },
]
