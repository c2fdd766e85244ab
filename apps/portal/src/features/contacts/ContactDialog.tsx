import { Trans, useLingui } from '@lingui/react/macro'
import type { Contact, ContactContractor } from '@platform/sdk'
import { listContactContractorsQuery, searchContractorsQuery } from '@platform/sdk/query'
import { Button, EmptyState, Skeleton } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { errorMessage } from '../../i18n/errors'
import { usePlatform, useStartup } from '../../platform/hooks'
import { type DialogGuard, GuardedDialog } from '../contractors/GuardedDialog'
import * as styles from './contacts.css'
import { LinkCard } from './LinkCard'
import { LinkForm } from './LinkForm'
import { linkContractor } from './link-model'
import { RemoveLinkDialog } from './RemoveLinkDialog'

/** The contractor links a dialog shows at once; more is not a contact people keep. */
const linksLimit = 100

function EditLink(props: {
  userId: string
  link: ContactContractor
  guard: DialogGuard
  onDone: () => void
}) {
  const { client } = usePlatform()
  const { userId, link } = props
  const found = useQuery(searchContractorsQuery(client, { ids: [link.contractorId], userId }))
  if (found.isPending) return <Skeleton lines={3} />
  const contractor = linkContractor(link, found.data?.contractors[0])
  return <LinkForm {...props} contractor={contractor} />
}

function ContactLinks({ contact, guard }: { contact: Contact; guard: DialogGuard }) {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const { configure } = useStartup()
  const editable = configure?.accesses.masterAccountAccess === true && contact.editable
  const links = useQuery(
    listContactContractorsQuery(client, { userId: contact.userId }, { page: 1, limit: linksLimit }),
  )
  const [editing, setEditing] = useState<string | 'new' | null>(null)
  // Where focus goes back when a form closes: its contractor's button, or «Добавить контрагента».
  const [closed, setClosed] = useState<string | null>(null)
  const finish = () => {
    setClosed(editing)
    setEditing(null)
  }
  const [removing, setRemoving] = useState<ContactContractor | null>(null)
  const total = links.data?.meta.total ?? 0
  return (
    <div className={styles.dialogBody}>
      {!contact.editable && (
        <p className={styles.notice} role="note">
          <Trans>
            Роли и способы входа этого контакта меняет только администратор. Если их нужно изменить,
            обратитесь к администратору.
          </Trans>
        </p>
      )}
      {contact.status === 'inactive' && (
        <p className={styles.notice} role="note">
          <Trans>
            Доступ контакта отключён. Восстановить доступ после удаления учётной записи у провайдера
            может только администратор приложения контактов и компаний.
          </Trans>
        </p>
      )}
      {links.isPending && <Skeleton lines={4} />}
      {links.isError && (
        <EmptyState
          headingLevel={3}
          title={t`Не удалось загрузить контрагентов`}
          description={<span role="alert">{i18n._(errorMessage(links.error))}</span>}
          action={
            <Button variant="secondary" onPress={() => void links.refetch()}>
              <Trans>Повторить</Trans>
            </Button>
          }
        />
      )}
      {links.data && total === 0 && editing !== 'new' && (
        <p className={styles.muted}>
          <Trans>Контакт не связан ни с одним контрагентом.</Trans>
        </p>
      )}
      {total > linksLimit && (
        <p className={styles.muted}>{t`Показаны первые ${linksLimit} из ${total}.`}</p>
      )}
      {links.data?.contractors.map((link) =>
        editing === link.contractorId ? (
          <EditLink
            key={link.contractorId}
            userId={contact.userId}
            link={link}
            guard={guard}
            onDone={finish}
          />
        ) : (
          <LinkCard
            key={link.contractorId}
            link={link}
            onEdit={editable && editing === null ? () => setEditing(link.contractorId) : undefined}
            onRemove={editable && editing === null ? () => setRemoving(link) : undefined}
            focusEdit={closed === link.contractorId}
          />
        ),
      )}
      {editing === 'new' && <LinkForm userId={contact.userId} guard={guard} onDone={finish} />}
      <div className={styles.actions}>
        {editable && editing === null && (
          <Button
            variant="secondary"
            onPress={() => setEditing('new')}
            autoFocus={closed === 'new'}
          >
            <Trans>Добавить контрагента</Trans>
          </Button>
        )}
        <Button variant="quiet" onPress={guard.requestClose}>
          <Trans>Закрыть</Trans>
        </Button>
      </div>
      <RemoveLinkDialog
        userId={contact.userId}
        fio={contact.fio}
        link={removing}
        onClose={() => setRemoving(null)}
      />
    </div>
  )
}

/** A contact's contractors, with the master user's edits when the contact allows them. */
export function ContactDialog({
  contact,
  onClose,
}: {
  contact: Contact | null
  onClose: () => void
}) {
  const { t } = useLingui()
  return (
    <GuardedDialog
      title={contact ? t`Контакт: ${contact.fio}` : t`Контакт`}
      size="lg"
      isOpen={contact !== null}
      onClose={onClose}
    >
      {(guard) => contact && <ContactLinks contact={contact} guard={guard} />}
    </GuardedDialog>
  )
}
