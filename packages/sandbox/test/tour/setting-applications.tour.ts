import {
  createApplication,
  deleteApplication,
  deleteApplicationSession,
  deleteApplicationSessions,
  filterMethods,
  getApplication,
  getClientSecret,
  listApplicationSessions,
  listApplications,
  regenerateClientSecret,
  reorderApplications,
  searchRoleMethods,
  updateApplication,
} from '@platform/sdk'
import type { TourStop } from './harness'

export const tour: TourStop[] = [
  {
    name: 'applications: the list in drag order, a details modal and the method pickers',
    async run(context) {
      const client = await context.as('admin')
      const list = context.ok(
        await listApplications(client, { params: { query: { sortBy: 'order', limit: 1000 } } }),
        'listApplications',
      )
      const hr = list.applications.find((application) => application.code === 'hr')
      if (!hr) throw new Error('no hr application')
      const details = context.ok(
        await getApplication(client, { params: { path: { id: hr.id } } }),
        'getApplication',
      )
      if (details.clients.length === 0) throw new Error('hr has no clients')
      const methods = context.ok(
        await searchRoleMethods(client, {
          params: {
            query: { accessType: 'client', type: 'method', ids: details.clients[0]?.methods },
          },
        }),
        'searchRoleMethods',
      )
      if (methods.methods.length === 0) throw new Error('no client methods')
      context.ok(
        await searchRoleMethods(client, {
          params: { query: { accessType: 'systemic', type: 'method', searchValue: 'кадр' } },
        }),
        'searchRoleMethods (systemic)',
      )
      context.ok(
        await filterMethods(client, { params: { query: { type: 'applications' } } }),
        'filterMethods',
      )
    },
  },
  {
    name: 'applications: create, edit, copy a secret, reorder and delete',
    async run(context) {
      const client = await context.as('admin')
      const base = context.sandbox.state.domains.items.find((domain) => domain.base)
      const method = context.sandbox.state.applications.methods.find(
        (each) => each.accessType === 'client',
      )
      const body = {
        enabled: true,
        type: 'link' as const,
        name: 'База знаний',
        nameEn: 'Knowledge base',
        url: 'https://wiki.example.ru',
        description: 'Инструкции и регламенты',
        domains: base ? [base.id] : [],
        menuVisible: true,
        profileVisible: false,
        methods: [],
        clients: [{ clientId: 'wiki-web', enabled: true, methods: method ? [method.id] : [] }],
      }
      const { id } = context.ok(await createApplication(client, { body }), 'createApplication')
      const clientId = { params: { path: { clientId: 'wiki-web' } } }
      context.ok(await getClientSecret(client, clientId), 'getClientSecret')
      context.ok(await regenerateClientSecret(client, clientId), 'regenerateClientSecret')
      context.ok(
        await updateApplication(client, {
          params: { path: { id } },
          body: {
            ...body,
            name: 'База знаний и регламенты',
            helpUrl: 'https://wiki.example.ru/help',
          },
        }),
        'updateApplication',
      )
      const { applications } = context.ok(
        await listApplications(client, { params: { query: { sortBy: 'order', limit: 1000 } } }),
        'listApplications',
      )
      const moved = [
        ...applications.filter((application) => application.id === id),
        ...applications.filter((application) => application.id !== id),
      ].map(({ id: each, code }, order) => ({ id: each, code, order }))
      context.ok(await reorderApplications(client, { body: moved }), 'reorderApplications')
      context.ok(await deleteApplication(client, { params: { path: { id } } }), 'deleteApplication')
    },
  },
  {
    name: 'applications: the sessions tab, one logout and a filtered bulk logout',
    async run(context) {
      const client = await context.as('admin')
      const docflow = context.sandbox.state.applications.items.find(
        (each) => each.code === 'docflow',
      )
      if (!docflow) throw new Error('no docflow application')
      const applicationId = docflow.id
      const { sessions } = context.ok(
        await listApplicationSessions(client, {
          params: { query: { applicationId, sort: 'desc' } },
        }),
        'listApplicationSessions',
      )
      const first = sessions[0]
      if (!first?.clientId) throw new Error('docflow has no sessions')
      context.ok(
        await deleteApplicationSession(client, {
          params: { path: { sessionId: first.id }, query: { clientId: first.clientId } },
        }),
        'deleteApplicationSession',
      )
      const day = sessions.at(-1)?.start.slice(0, 10) ?? '2026-01-01'
      context.ok(
        await listApplicationSessions(client, {
          params: { query: { applicationId, dateFrom: day, dateTo: day, search: 'Chrome' } },
        }),
        'listApplicationSessions (period)',
      )
      context.ok(
        await deleteApplicationSessions(client, {
          params: { query: { applicationId, startDate: day, search: 'Firefox' } },
        }),
        'deleteApplicationSessions',
      )
    },
  },
]
