import { Trans, useLingui } from '@lingui/react/macro'
import { messageText } from '@platform/forms'
import type { TermsEntry } from '@platform/sdk'
import { Checkbox, Link } from '@platform/ui'
import { lawPath, type TermsAnswers, termsErrors } from './terms'
import * as styles from './terms.css'

export interface TermsChecklistProps {
  /** The agreements offered (`termsRequired` of a 403, or the public settings' terms). */
  terms: readonly TermsEntry[]
  answers: TermsAnswers
  onChange: (answers: TermsAnswers) => void
  /** Show `errorTerms` on required agreements left unticked (after a submit). @default false */
  showErrors?: boolean
}

/**
 * The terms-agreement form (`termsAgree`): a checkbox per agreement, with a link to its
 * legal document opening in a new tab so the form keeps what was typed. Agreements marked
 * `loginRequired` are required.
 */
export function TermsChecklist({
  terms,
  answers,
  onChange,
  showErrors = false,
}: TermsChecklistProps) {
  const { i18n } = useLingui()
  const errors = showErrors ? termsErrors(terms, answers) : {}
  return (
    <ul className={styles.list}>
      {terms.map((term) => {
        const error = errors[term.type]
        return (
          <li key={term.type}>
            <Checkbox
              name={`termsAgree.${term.type}`}
              isSelected={answers[term.type] === true}
              onChange={(agree) => onChange({ ...answers, [term.type]: agree })}
              isRequired={term.loginRequired}
              isInvalid={error !== undefined}
              errorMessage={error ? messageText(error, i18n.locale) : undefined}
              description={
                <Link href={lawPath(term)} isExternal>
                  {term.linkName || <Trans>Текст документа</Trans>}
                </Link>
              }
            >
              {term.title}
              {term.loginRequired && (
                <span className={styles.required}>
                  {' '}
                  <Trans>(обязательно)</Trans>
                </span>
              )}
            </Checkbox>
          </li>
        )
      })}
    </ul>
  )
}
