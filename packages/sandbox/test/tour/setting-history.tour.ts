import { listHistory, listHistoryTypes } from '@platform/sdk'
import type { TourStop } from './harness'

export const tour: TourStop[] = [
  {
    name: 'history: the change types and a filtered, expanded page',
    async run(context) {
      const client = await context.as('admin')
      const { types } = context.ok(await listHistoryTypes(client), 'listHistoryTypes')
      const { history } = context.ok(await listHistory(client), 'listHistory')
      const row = history.find((item) => item.changer && item.ip)
      if (!row?.changer || !row.ip) throw new Error('no row with a changer')
      context.ok(
        await listHistory(client, {
          params: {
            query: {
              type: types[0]?.code,
              entity: row.entity,
              changer: row.changer.id,
              ip: row.ip,
              dateFrom: '2026-01-01',
              dateTo: row.date.slice(0, 10),
              sortBy: 'changer',
              sort: 'asc',
            },
          },
        }),
        'listHistory (filtered)',
      )
      context.ok(
        await listHistory(client, {
          params: { query: { search: 'домен', param: 'comment', subtype: 'platform', page: 2 } },
        }),
        'listHistory (search)',
      )
    },
  },
]
