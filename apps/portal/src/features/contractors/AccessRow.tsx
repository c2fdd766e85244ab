import { useLingui } from '@lingui/react/macro'
import type { ContractorOrganization, ContractorRoles, Role } from '@platform/sdk'
import { Button, MultiSelect, MultiSelectItem, Select, SelectItem } from '@platform/ui'
import * as styles from './contractors.css'

export interface AccessRowProps {
  number: number
  row: ContractorRoles
  /** The organizations this row may choose (the others' choices left out). */
  organizations: readonly ContractorOrganization[]
  roles: readonly Role[]
  rolesLoading: boolean
  onChange: (row: ContractorRoles) => void
  /** Offered while there is more than one row. */
  onRemove?: () => void
  organizationError?: string
  rolesError?: string
  isDisabled?: boolean
}

const organizationLabel = (organization: ContractorOrganization) =>
  [organization.title, organization.inn].filter(Boolean).join(', ')

/** One organization of the contractor and the contractor roles granted there. */
export function AccessRow({
  number,
  row,
  organizations,
  roles,
  rolesLoading,
  onChange,
  onRemove,
  organizationError,
  rolesError,
  isDisabled,
}: AccessRowProps) {
  const { t } = useLingui()
  return (
    <fieldset className={styles.row}>
      <legend className={styles.legend}>{t`Организация ${number}`}</legend>
      <Select<ContractorOrganization>
        label={t`Организация`}
        items={organizations}
        selectedKey={row.organizationId || null}
        onSelectionChange={(key) => onChange({ ...row, organizationId: String(key ?? '') })}
        isRequired
        isDisabled={isDisabled}
        isInvalid={Boolean(organizationError)}
        errorMessage={organizationError}
      >
        {(organization) => (
          <SelectItem id={organization.id} textValue={organizationLabel(organization)}>
            {organizationLabel(organization)}
          </SelectItem>
        )}
      </Select>
      <MultiSelect<Role>
        label={t`Роли`}
        defaultItems={roles}
        value={row.rolesIds}
        onChange={(keys) => onChange({ ...row, rolesIds: keys.map(String) })}
        isLoading={rolesLoading}
        isRequired
        isDisabled={isDisabled}
        isInvalid={Boolean(rolesError)}
        errorMessage={rolesError}
      >
        {(role) => <MultiSelectItem id={role.roleId}>{role.name}</MultiSelectItem>}
      </MultiSelect>
      {onRemove && (
        <div className={styles.wide}>
          <Button variant="quiet" onPress={onRemove} isDisabled={isDisabled}>
            {t`Удалить организацию ${number}`}
          </Button>
        </div>
      )}
    </fieldset>
  )
}
