import { Trans } from '@lingui/react/macro'
import { emptyContractorRoles, rowsForContractor } from '@platform/forms'
import type { ContractorOption, ContractorOrganization, ContractorRoles } from '@platform/sdk'
import { listAvailableRolesQuery } from '@platform/sdk/query'
import { Button } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { type UseFormReturn, useFieldArray, useFormState, useWatch } from 'react-hook-form'
import { usePlatform } from '../../platform/hooks'
import { useErrorText } from '../profile/edit/useFieldContext'
import { AccessRow } from './AccessRow'
import { ContractorField } from './ContractorField'
import * as styles from './contractors.css'
import { type AccessFormValues, contractorRolesOf, organizationChoices } from './model'

export interface ContractorAccessFieldsProps<T extends AccessFormValues> {
  form: UseFormReturn<T>
  /** The person the access is for (the requester, the contact). */
  userId?: string
  /** The contractor chosen when the form opens. */
  initialContractor?: ContractorOption | null
  /** Editing an existing link: the contractor is shown, not picked. */
  isContractorFixed?: boolean
  /** Organizations the person already has at the contractor (the look-up leaves them out). */
  heldOrganizations?: readonly ContractorOrganization[]
  isDisabled?: boolean
}

/**
 * The contractor and, per organization, the contractor roles granted there: the approval,
 * invitation and contact forms share it. Choosing another contractor keeps only the rows of
 * organizations it offers and selects its only organization by itself (the forms' rules).
 */
export function ContractorAccessFields<T extends AccessFormValues>(
  props: ContractorAccessFieldsProps<T>,
) {
  // react-hook-form's form type is invariant in its values; every form given here holds these
  // two members under these names, so this view of it is sound.
  const form = props.form as unknown as UseFormReturn<AccessFormValues>
  const { userId, initialContractor = null, isContractorFixed, isDisabled } = props
  const { client } = usePlatform()
  const errorText = useErrorText()
  const rolesQuery = useQuery(listAvailableRolesQuery(client))
  const roles = contractorRolesOf(rolesQuery.data?.roles ?? [])
  const [contractor, setContractor] = useState(initialContractor)
  const rows = useWatch({ control: form.control, name: 'contractorRoles' }) ?? []
  // The field array only gives each row a stable key; values change through setValue, which
  // keeps the rows mounted (and focus where it is) while a row is edited.
  const array = useFieldArray({ control: form.control, name: 'contractorRoles' })
  // Passing the form state subscribes to its errors, so a rule's or the server's error shows
  // as soon as it is set.
  const formState = useFormState({ control: form.control })
  const errorOf = (name: Parameters<typeof form.getFieldState>[0]) =>
    errorText(form.getFieldState(name, formState).error)
  const organizations = organizationChoices(
    contractor?.availableOrganizations ?? [],
    props.heldOrganizations ?? [],
  )

  const setRow = (index: number, row: ContractorRoles) => {
    form.setValue(`contractorRoles.${index}`, row, { shouldDirty: true })
    form.clearErrors('contractorRoles')
  }
  const choose = (next: ContractorOption | null) => {
    setContractor(next)
    const kept = rowsForContractor(form.getValues('contractorRoles'), next)
    form.setValue('contractorId', next?.id ?? null, { shouldDirty: true })
    array.replace(kept.length > 0 ? kept : [emptyContractorRoles()])
    form.clearErrors(['contractorId', 'contractorRoles'])
  }
  const chosenElsewhere = (index: number) =>
    new Set(rows.filter((_, other) => other !== index).map((row) => row.organizationId))
  const canAdd = contractor !== null && rows.length < organizations.length

  return (
    <div className={styles.fields}>
      {isContractorFixed ? (
        <p className={styles.hint}>
          <Trans>Контрагент: {contractor?.title}</Trans>
        </p>
      ) : (
        <ContractorField
          userId={userId}
          value={contractor}
          onChange={choose}
          errorMessage={errorOf('contractorId')}
          isDisabled={isDisabled}
        />
      )}
      <ul className={styles.rows}>
        {array.fields.map((field, index) => (
          <li key={field.id}>
            <AccessRow
              number={index + 1}
              row={rows[index] ?? field}
              organizations={organizations.filter(
                (organization) => !chosenElsewhere(index).has(organization.id),
              )}
              roles={roles}
              rolesLoading={rolesQuery.isPending}
              onChange={(next) => setRow(index, next)}
              onRemove={rows.length > 1 ? () => array.remove(index) : undefined}
              organizationError={errorOf(`contractorRoles.${index}.organizationId`)}
              rolesError={errorOf(`contractorRoles.${index}.rolesIds`)}
              isDisabled={isDisabled || contractor === null}
            />
          </li>
        ))}
      </ul>
      {errorOf('contractorRoles') && (
        <p className={styles.error} role="alert">
          {errorOf('contractorRoles')}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          isDisabled={isDisabled || !canAdd}
          onPress={() => array.append(emptyContractorRoles())}
        >
          <Trans>Добавить организацию</Trans>
        </Button>
        {contractor === null && (
          <p className={styles.hint}>
            <Trans>Сначала выберите контрагента: роли выдаются в его организациях.</Trans>
          </p>
        )}
      </div>
    </div>
  )
}
