import { useLingui } from '@lingui/react/macro'
import { userSearchLimit } from '@platform/forms'
import type { ContractorOption } from '@platform/sdk'
import { searchContractorsQuery } from '@platform/sdk/query'
import { ComboBox, ComboBoxItem } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../platform/hooks'
import { useLookup } from '../../shared/use-lookup'

export interface ContractorFieldProps {
  /** The person the access is for: the look-up leaves out organizations they already have. */
  userId?: string
  value: ContractorOption | null
  onChange: (contractor: ContractorOption | null) => void
  errorMessage?: string
  isDisabled?: boolean
}

/**
 * The contractor picker: contractors of the master user's companies whose title or INN
 * matches what is typed. The platform answers at most the user search limit; when it does,
 * the hint asks to narrow the search.
 */
export function ContractorField({
  userId,
  value,
  onChange,
  errorMessage,
  isDisabled,
}: ContractorFieldProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const { searchValue, comboBoxProps } = useLookup(value, (option) => option.title, onChange)
  const found = useQuery(
    searchContractorsQuery(client, {
      ...(searchValue ? { searchValue } : {}),
      ...(userId ? { userId } : {}),
    }),
  )
  const items = found.data?.contractors ?? []
  const limit = userSearchLimit(undefined)
  return (
    <ComboBox<ContractorOption>
      label={t`Контрагент`}
      {...comboBoxProps(items)}
      allowsEmptyCollection
      isRequired
      isDisabled={isDisabled}
      isLoading={found.isFetching}
      isInvalid={Boolean(errorMessage)}
      errorMessage={errorMessage}
      description={
        items.length >= limit
          ? t`Показаны первые ${limit}. Уточните название или ИНН.`
          : t`Название или ИНН контрагента`
      }
    >
      {(contractor) => (
        <ComboBoxItem id={contractor.id} textValue={contractor.title}>
          {contractor.inn ? t`${contractor.title}, ИНН ${contractor.inn}` : contractor.title}
        </ComboBoxItem>
      )}
    </ComboBox>
  )
}
