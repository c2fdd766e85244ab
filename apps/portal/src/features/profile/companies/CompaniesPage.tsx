import { useLingui } from '@lingui/react/macro'
import type { Company, LegalType } from '@platform/sdk'
import { listCompaniesQuery } from '@platform/sdk/query'
import { Button, EmptyState, Link, Select, SelectItem, Skeleton, TextField } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { usePlatform } from '../../../platform/hooks'
import { routePaths } from '../../../routes/paths'
import { lazyDialog } from '../../../shared/lazy-part'
import {
  ExportCsvButton,
  PagedFooter,
  Total,
  useListState,
  useLogFailure,
} from '../../../shared/list'
import { AreaPage } from '../area/AreaPage'
import * as styles from '../area/AreaPage.css'
import { LoadFailure } from '../area/LoadFailure'
import { CompanyCard } from './CompanyCard'
import { filterCompanies, pageOf } from './model'
import { legalTypeTexts } from './texts'

const LeaveCompanyDialog = lazyDialog(
  () => import('./LeaveCompanyDialog').then((module) => module.LeaveCompanyDialog),
  { isOpen: (props) => props.company !== null },
)

const route = getRouteApi('/profile/profile/companies')
const anyType = 'all'

/** Route UserProfileCompanies (`/profile/companies`): the companies the person belongs to. */
export function CompaniesPage() {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const search = route.useSearch()
  const list = useListState(search)
  const query = useQuery(listCompaniesQuery(client))
  useLogFailure('companies', query.error)
  const [leaving, setLeaving] = useState<Company | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const [text, setText] = useState(search.search ?? '')
  const all = query.data?.companies ?? []
  const found = filterCompanies(all, { search: search.search, legalType: search.legalType })
  const shown = pageOf(found, list.page, list.limit)
  const filtered = Boolean(search.search || search.legalType)

  const csvColumns = [
    { header: t`Компания`, value: (row: Company) => row.title },
    { header: t`Правовая форма`, value: (row: Company) => i18n._(legalTypeTexts[row.legalType]) },
    { header: t`ИНН`, value: (row: Company) => row.requisites.inn },
    { header: t`КПП`, value: (row: Company) => row.requisites.kpp },
    { header: t`ОГРН`, value: (row: Company) => row.requisites.ogrn },
    { header: t`ОКПО`, value: (row: Company) => row.requisites.okpo },
    { header: t`Налоговый номер`, value: (row: Company) => row.requisites.taxNumber },
    {
      header: t`Регистрационный номер`,
      value: (row: Company) => row.requisites.registrationNumber,
    },
    { header: t`Внешний код`, value: (row: Company) => row.externalCode },
    { header: t`Мои роли`, value: (row: Company) => row.roles.map((role) => role.name).join(', ') },
  ]

  return (
    <AreaPage
      headingRef={heading}
      title={t`Компании`}
      lead={t`Компании, в которых у вас есть роли. Выйти из компании можно здесь, вступить — по заявке на доступ.`}
      actions={
        <ExportCsvButton
          fileName="companies"
          columns={csvColumns}
          isDisabled={found.length === 0}
          fetchPage={async (page, limit) => ({
            items: pageOf(found, page, limit),
            total: found.length,
          })}
        />
      }
    >
      <search className={styles.toolbar} aria-label={t`Фильтры компаний`}>
        <TextField
          label={t`Поиск`}
          type="search"
          placeholder={t`Название, ИНН, КПП, ОГРН, роль`}
          value={text}
          onChange={(value) => {
            setText(value)
            list.setFilters({ search: value.trim() || undefined }, { replace: true })
          }}
        />
        <Select
          label={t`Правовая форма`}
          selectedKey={search.legalType ?? anyType}
          onSelectionChange={(key) =>
            list.setFilters({ legalType: key === anyType ? undefined : (key as LegalType) })
          }
        >
          <SelectItem id={anyType}>{t`Все`}</SelectItem>
          <SelectItem id="legalEntity">{i18n._(legalTypeTexts.legalEntity)}</SelectItem>
          <SelectItem id="individual">{i18n._(legalTypeTexts.individual)}</SelectItem>
        </Select>
      </search>
      {query.isPending ? (
        <div className={styles.stack} aria-busy="true">
          <Skeleton shape="block" />
          <Skeleton shape="block" />
        </div>
      ) : query.isError ? (
        <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
      ) : found.length === 0 ? (
        filtered ? (
          <EmptyState
            headingLevel={2}
            title={t`Ничего не найдено`}
            description={t`Измените условия поиска или сбросьте фильтры.`}
            action={
              <Button
                variant="secondary"
                onPress={() => {
                  setText('')
                  list.setFilters({ search: undefined, legalType: undefined })
                }}
              >
                {t`Сбросить фильтры`}
              </Button>
            }
          />
        ) : (
          <EmptyState
            headingLevel={2}
            title={t`Вы пока не состоите ни в одной компании`}
            description={t`Чтобы работать в сервисах компании, отправьте ей заявку на доступ.`}
            action={
              <Link href={routePaths.AccessRequests} variant="standalone">
                {t`Перейти к заявкам на доступ`}
              </Link>
            }
          />
        )
      ) : (
        <div className={styles.stack}>
          <Total total={found.length} />
          {shown.map((company) => (
            <CompanyCard key={company.id} company={company} onLeave={setLeaving} />
          ))}
          <PagedFooter list={list} total={found.length} label={t`Компании`} />
        </div>
      )}
      <LeaveCompanyDialog
        company={leaving}
        onClose={() => setLeaving(null)}
        // After the dialog has put focus back where it can.
        onLeft={() => requestAnimationFrame(() => heading.current?.focus())}
      />
    </AreaPage>
  )
}
