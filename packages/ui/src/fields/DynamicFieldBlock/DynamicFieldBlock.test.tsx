import type { FieldFormValue } from '@platform/forms'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../private/renderWithI18n'
import { exampleCountries, exampleFields } from '../DynamicField/DynamicField.fixtures'
import { DynamicFieldBlock, type DynamicFieldBlockProps } from './DynamicFieldBlock'

const fields = [
  exampleFields.input,
  { ...exampleFields.email, multiple: true },
  exampleFields.toggle,
  exampleFields.picture,
]

type BlockProps = Partial<Omit<DynamicFieldBlockProps, 'values'>> & {
  initial?: DynamicFieldBlockProps['values']
}

function Block({ initial = {}, onChange, ...props }: BlockProps) {
  const [values, setValues] = useState(initial)
  return (
    <DynamicFieldBlock
      title="Работа"
      fields={fields}
      countries={exampleCountries}
      {...props}
      values={values}
      onChange={(code: string, value: FieldFormValue) => {
        setValues({ ...values, [code]: value })
        onChange?.(code, value)
      }}
    />
  )
}

describe('DynamicFieldBlock', () => {
  it('is a section named by its heading, with a control per field that has one', async () => {
    const screen = await renderWithI18n(<Block headingLevel={2} />)
    const section = screen.getByRole('region', { name: 'Работа' })
    await expect.element(section.getByRole('heading', { level: 2, name: 'Работа' })).toBeVisible()
    await expect.element(section.getByRole('textbox', { name: 'Должность' })).toBeVisible()
    await expect.element(section.getByRole('group', { name: 'Рабочий email' })).toBeVisible()
    await expect.element(section.getByRole('switch', { name: 'Работаю удалённо' })).toBeVisible()
  })

  it('reports a change with the field code', async () => {
    const onChange = vi.fn()
    const screen = await renderWithI18n(<Block onChange={onChange} />)
    await screen.getByRole('textbox', { name: 'Должность' }).fill('инженер')
    expect(onChange).toHaveBeenLastCalledWith('position', 'инженер')
  })

  it('hides in a read-only view while no field has a value, as forms isBlockVisible says', async () => {
    const empty = { position: '', workEmail: [''], remote: false, badge: null }
    const screen = await renderWithI18n(<Block isReadOnly initial={empty} />)
    expect(screen.container.textContent).toBe('')
    expect(screen.getByRole('region').all()).toHaveLength(0)
  })

  it('shows a read-only view once one field has a value, and an editable one always', async () => {
    const screen = await renderWithI18n(
      <>
        <Block isReadOnly initial={{ workEmail: ['a@example.ru'] }} />
        <Block title="Пустой блок" />
      </>,
    )
    await expect
      .element(
        screen
          .getByRole('region', { name: 'Работа' })
          .getByRole('textbox', { name: 'Рабочий email, значение 1' }),
      )
      .toHaveValue('a@example.ru')
    await expect.element(screen.getByRole('region', { name: 'Пустой блок' })).toBeVisible()
  })
})
