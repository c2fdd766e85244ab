import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Tab, TabList, TabPanel, Tabs } from '@platform/ui'
import { getRouteApi } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { useStartup } from '../../platform/hooks'
import { lazyDialog, lazyPanel } from '../../shared/lazy-part'
import { useFocusOnOpen } from '../../shared/use-focus-on-open'
import * as styles from './AccessRequestsPage.css'
import { OutgoingRequests } from './OutgoingRequests'

const NewRequestDialog = lazyDialog(
  () => import('./NewRequestDialog').then((module) => module.NewRequestDialog),
  { isOpen: (props) => props.isOpen },
)
const IncomingRequests = lazyPanel(() =>
  import('./IncomingRequests').then((module) => module.IncomingRequests),
)

const route = getRouteApi('/accesses/accesses/requests/access')

/**
 * Route AccessRequests (`/accesses/requests/access`): the person's outgoing requests and, for
 * master users, a second tab with the incoming ones and their decisions. The tab is in the
 * address, so a link to a filtered incoming list opens on it.
 */
export function AccessRequestsPage() {
  const { t } = useLingui()
  const { configure } = useStartup()
  const [creating, setCreating] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const master = configure?.accesses.masterAccountAccess === true
  const tab = route.useSearch({ select: (search) => search.tab ?? 'outgoing' })
  const navigate = route.useNavigate()

  useFocusOnOpen(heading)

  const outgoing = <OutgoingRequests onCreate={() => setCreating(true)} />
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          <Trans>Заявки на доступ</Trans>
        </h1>
        <Button onPress={() => setCreating(true)}>
          <Trans>Новая заявка</Trans>
        </Button>
      </header>
      {master ? (
        <Tabs
          selectedKey={tab}
          onSelectionChange={(key) =>
            // Another tab starts from its own first page: the list parameters are the incoming tab's.
            void navigate({
              search: ({ ref, id }) => ({
                ref,
                id,
                tab: key === 'incoming' ? 'incoming' : undefined,
              }),
            })
          }
        >
          <TabList aria-label={t`Заявки на доступ`}>
            <Tab id="outgoing">
              <Trans>Исходящие</Trans>
            </Tab>
            <Tab id="incoming">
              <Trans>Входящие</Trans>
            </Tab>
          </TabList>
          <TabPanel id="outgoing" className={styles.panel}>
            {outgoing}
          </TabPanel>
          <TabPanel id="incoming" className={styles.panel}>
            <IncomingRequests />
          </TabPanel>
        </Tabs>
      ) : (
        outgoing
      )}
      <NewRequestDialog isOpen={creating} onClose={() => setCreating(false)} />
    </div>
  )
}
