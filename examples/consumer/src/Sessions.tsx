import { listSessionsQuery } from '@platform/sdk/query'
import { usePlatformClient } from '@platform/sdk/react'
import { Spinner } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'

export function Sessions() {
  const client = usePlatformClient()
  const sessions = useQuery(listSessionsQuery(client, { page: 1, limit: 20, sort: 'desc' }))

  return (
    <section aria-labelledby="sessions">
      <h2 id="sessions">Сеансы</h2>
      {sessions.isPending && <Spinner label="Загрузка сеансов" />}
      {sessions.error && <p role="alert">Сеансы не загрузились: {sessions.error.kind}</p>}
      {sessions.data && (
        <>
          <p>Всего: {sessions.data.meta.total}</p>
          <ul>
            {sessions.data.sessions.map((session) => (
              <li key={session.id}>
                {session.devices.map((device) => device.name).join(', ')}
                {session.current ? ' (этот)' : ''}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
