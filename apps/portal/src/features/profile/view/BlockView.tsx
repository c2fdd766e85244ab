import { Trans } from '@lingui/react/macro'
import type { ProfileDetails } from '@platform/sdk'
import { Card } from '@platform/ui'
import { Fragment } from 'react'
import type { PlacedField } from '../model/fields'
import * as styles from './BlockView.css'
import { FieldValue } from './FieldValue'

export interface BlockViewProps {
  title: string
  fields: readonly PlacedField[]
  details: ProfileDetails
  /** The base block also lists the person's groups, which nobody edits here. */
  withGroups?: boolean
}

/** A block of the profile in the read-only view: each field's title and saved value. */
export function BlockView({ title, fields, details, withGroups = false }: BlockViewProps) {
  const groups = withGroups ? details.mainInfo.groups : []
  return (
    <Card title={title} headingLevel={2}>
      <dl className={styles.list}>
        {fields
          .filter(({ config }) => config.code !== 'avatar')
          .map((placed) => (
            <Fragment key={placed.config.code}>
              <dt className={styles.term}>{placed.config.title}</dt>
              <dd className={styles.value}>
                <FieldValue placed={placed} details={details} />
              </dd>
            </Fragment>
          ))}
        {groups.length > 0 && (
          <>
            <dt className={styles.term}>
              <Trans>Группы</Trans>
            </dt>
            <dd className={styles.value}>{groups.map((group) => group.title).join(', ')}</dd>
          </>
        )}
      </dl>
    </Card>
  )
}
