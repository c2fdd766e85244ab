import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '../../private/renderWithI18n'
import { TextControl } from '../controls/TextControl'
import { ControlFallback, MultipleFallback } from './ControlFallback'
import { exampleFields } from './DynamicField.fixtures'
import { MultipleValues } from './MultipleValues'

const heightOf = (testId: string) =>
  (document.querySelector(`[data-testid="${testId}"]`) as HTMLElement).getBoundingClientRect()
    .height

// A form whose controls arrive after it shows must not move: what is under it (the save
// button) stays where the person is pointing.
describe('the placeholders of controls still loading', () => {
  const field = { ...exampleFields.input, comment: 'Как в паспорте' }
  const state = { isDisabled: false, isReadOnly: false, isRequired: false, countries: [] }

  it('take the height of a multiple field with its values, hint and add button', async () => {
    const values = ['первое', 'второе', 'третье']
    await renderWithI18n(
      <div style={{ width: 400 }}>
        <div data-testid="loaded">
          <MultipleValues
            Control={TextControl}
            shared={{ field, ...state }}
            values={values}
            onChange={() => undefined}
            name="hobbies"
          />
        </div>
        <div data-testid="loading">
          <MultipleFallback
            title={field.title}
            description={field.comment}
            count={values.length}
            isEditable
          />
        </div>
      </div>,
    )
    expect(Math.abs(heightOf('loading') - heightOf('loaded'))).toBeLessThanOrEqual(1)
  })

  it('take the height of one control with its hint', async () => {
    await renderWithI18n(
      <div style={{ width: 400 }}>
        <div data-testid="loaded">
          <TextControl
            {...state}
            field={field}
            label={field.title}
            description={field.comment}
            value="значение"
            onChange={() => undefined}
            name="position"
          />
        </div>
        <div data-testid="loading">
          <ControlFallback label={field.title} description={field.comment} />
        </div>
      </div>,
    )
    expect(Math.abs(heightOf('loading') - heightOf('loaded'))).toBeLessThanOrEqual(1)
  })
})
