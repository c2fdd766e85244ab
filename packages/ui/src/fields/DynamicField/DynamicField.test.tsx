import { controlKinds, type FieldFormValue, type FieldType } from '@platform/forms'
import { useState } from 'react'
import { Form } from 'react-aria-components'
import { describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderWithI18n } from '../../private/renderWithI18n'
import { fieldControls } from '../fieldControls'
import type { DynamicFieldDefinition } from '../types'
import { DynamicField, type DynamicFieldProps } from './DynamicField'
import { exampleCountries, exampleFields } from './DynamicField.fixtures'

type ControlledProps = Omit<DynamicFieldProps, 'value' | 'onChange' | 'field'> & {
  field: DynamicFieldDefinition
  initial?: DynamicFieldProps['value']
  onChange?: (value: FieldFormValue) => void
}

/** A host that keeps the value, as a form does. */
function Controlled({ initial = null, onChange, ...props }: ControlledProps) {
  const [value, setValue] = useState(initial)
  return (
    <DynamicField
      countries={exampleCountries}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next)
        onChange?.(next)
      }}
    />
  )
}

const multiple = (type: FieldType, overrides: Partial<DynamicFieldDefinition> = {}) => ({
  ...exampleFields[type],
  multiple: true,
  ...overrides,
})

describe('DynamicField', () => {
  it('has a control for exactly the types forms gives a control kind', () => {
    for (const type of Object.keys(controlKinds) as FieldType[]) {
      expect(fieldControls[type] === null, type).toBe(controlKinds[type] === null)
    }
    expect(fieldControls.input).toBe(fieldControls.email)
  })

  it.each([
    ['input', () => page.getByRole('textbox', { name: 'Должность' }), 'type', 'text'],
    ['email', () => page.getByRole('textbox', { name: 'Рабочий email' }), 'type', 'email'],
    ['phone', () => page.getByRole('textbox', { name: 'Рабочий телефон' }), 'type', 'tel'],
    ['dropbox', () => page.getByRole('button', { name: /Отдел/ }), 'aria-haspopup', 'listbox'],
    ['combobox', () => page.getByRole('combobox', { name: 'Навыки' }), 'aria-expanded', 'false'],
    ['toggle', () => page.getByRole('switch', { name: 'Работаю удалённо' }), 'type', 'checkbox'],
  ] as const)('renders %s with its control', async (type, control, attribute, expected) => {
    await renderWithI18n(<Controlled field={exampleFields[type]} />)
    await expect.element(control()).toHaveAttribute(attribute, expected)
  })

  it('renders textarea as a multi-line input and date as a DD.MM.YYYY picker', async () => {
    const screen = await renderWithI18n(
      <>
        <Controlled field={exampleFields.textarea} />
        <Controlled field={exampleFields.date} initial="1985-03-15" />
      </>,
    )
    expect(screen.getByRole('textbox', { name: 'О себе' }).element().tagName).toBe('TEXTAREA')
    await expect
      .element(screen.getByRole('group', { name: 'Дата приёма' }))
      .toHaveTextContent('15.03.1985')
  })

  it('renders nothing for a picture, however it is configured', async () => {
    const screen = await renderWithI18n(
      <Controlled field={multiple('picture')} initial={['file-1']} />,
    )
    expect(screen.container.textContent).toBe('')
    expect(screen.container.querySelector('input, img, button')).toBeNull()
  })

  it('labels by the title, describes by the comment, shows the placeholder, marks required', async () => {
    const field = {
      ...exampleFields.input,
      comment: 'Как в трудовом договоре',
      profileRequired: true,
    }
    const screen = await renderWithI18n(<Controlled field={field} />)
    const input = screen.getByRole('textbox', { name: 'Должность' })
    await expect.element(input).toHaveAccessibleDescription('Как в трудовом договоре')
    await expect.element(input).toHaveAttribute('placeholder', 'Например, инженер')
    await expect.element(input).toHaveAttribute('aria-required', 'true')
  })

  it('reports a dropbox choice as the item id', async () => {
    const onChange = vi.fn()
    const screen = await renderWithI18n(
      <Controlled field={exampleFields.dropbox} onChange={onChange} />,
    )
    await screen.getByRole('button', { name: /Отдел/ }).click()
    await page.getByRole('option', { name: 'Разработка' }).click()
    expect(onChange).toHaveBeenLastCalledWith('6c1f6f0e-0001-4000-8000-000000000003')
    await expect
      .element(screen.getByRole('button', { name: /Отдел/ }))
      .toHaveAccessibleName(/Разработка/)
  })

  it('reports a toggle as a boolean and a date as YYYY-MM-DD', async () => {
    const onChange = vi.fn()
    const screen = await renderWithI18n(
      <>
        <Controlled field={exampleFields.toggle} onChange={onChange} />
        <Controlled field={exampleFields.date} onChange={onChange} />
      </>,
    )
    await screen.getByText('Работаю удалённо').click()
    expect(onChange).toHaveBeenLastCalledWith(true)
    await expect.element(screen.getByRole('switch')).toBeChecked()

    await screen.getByRole('spinbutton').first().click()
    await userEvent.keyboard('15031985')
    expect(onChange).toHaveBeenLastCalledWith('1985-03-15')
  })

  it('shows a combobox as item ids with one visible chip', async () => {
    const ids = exampleFields.combobox.items?.map((item) => item.id)
    const screen = await renderWithI18n(<Controlled field={exampleFields.combobox} initial={ids} />)
    const chips = screen.getByRole('grid', { name: 'Выбранные значения' })
    expect(chips.getByRole('row').all()).toHaveLength(1)
    await expect.element(chips.getByRole('row')).toHaveTextContent('Продажи')
    await expect.element(screen.getByRole('button', { name: /\+2/ })).toBeVisible()
  })

  it('keeps a date within the bounds the host gives', async () => {
    const screen = await renderWithI18n(
      <Controlled
        field={exampleFields.date}
        initial="1899-12-31"
        minDate="1900-01-01"
        maxDate="2026-11-21"
      />,
    )
    await expect
      .element(screen.getByRole('group', { name: 'Дата приёма' }))
      .toHaveAccessibleDescription(/ДД.ММ.ГГГГ Дата должна быть не раньше 01.01.1900/)
  })

  describe('multiple', () => {
    it('starts an empty field with one empty value and no delete button', async () => {
      const screen = await renderWithI18n(<Controlled field={multiple('email')} initial={[]} />)
      await expect
        .element(screen.getByRole('group', { name: 'Рабочий email' }))
        .toHaveAccessibleDescription('Для писем от коллег')
      expect(screen.getByRole('textbox').all()).toHaveLength(1)
      await expect
        .element(screen.getByRole('textbox', { name: 'Рабочий email, значение 1' }))
        .toHaveValue('')
      expect(screen.getByRole('button', { name: /Удалить/ }).all()).toHaveLength(0)
      await expect.element(screen.getByRole('button', { name: 'Добавить ещё' })).toBeVisible()
    })

    it('adds and removes values from the keyboard, moving focus to the value concerned', async () => {
      const onChange = vi.fn()
      const screen = await renderWithI18n(
        <Controlled field={multiple('email')} initial={['a@example.ru']} onChange={onChange} />,
      )
      await userEvent.tab()
      await userEvent.tab()
      const add = screen.getByRole('button', { name: 'Добавить ещё' })
      await expect.element(add).toHaveFocus()
      await userEvent.keyboard('{Enter}')
      expect(onChange).toHaveBeenLastCalledWith(['a@example.ru', ''])
      const second = screen.getByRole('textbox', { name: 'Рабочий email, значение 2' })
      await expect.element(second).toHaveFocus()
      await userEvent.keyboard('b@example.ru')
      expect(onChange).toHaveBeenLastCalledWith(['a@example.ru', 'b@example.ru'])

      await userEvent.tab({ shift: true })
      const removeFirst = screen.getByRole('button', {
        name: 'Удалить: Рабочий email, значение 1',
      })
      await expect.element(removeFirst).toHaveFocus()
      await expect
        .element(screen.getByRole('button', { name: 'Удалить: Рабочий email, значение 2' }))
        .toBeVisible()
      await userEvent.keyboard(' ')
      expect(onChange).toHaveBeenLastCalledWith(['b@example.ru'])
      const left = screen.getByRole('textbox', { name: 'Рабочий email, значение 1' })
      await expect.element(left).toHaveValue('b@example.ru')
      await expect.element(left).toHaveFocus()
      expect(screen.getByRole('button', { name: /Удалить/ }).all()).toHaveLength(0)
      await expect.element(screen.getByRole('status')).toHaveTextContent('Значение удалено')
    })

    it('focuses the number of a new phone and the day of a new date', async () => {
      const screen = await renderWithI18n(
        <>
          <Controlled field={multiple('phone')} initial={['+79991234567']} />
          <Controlled field={multiple('date')} initial={['1985-03-15']} />
        </>,
      )
      const add = screen.getByRole('button', { name: 'Добавить ещё' })
      await add.nth(0).click()
      await expect
        .element(screen.getByRole('textbox', { name: 'Рабочий телефон, значение 2' }))
        .toHaveFocus()
      await add.nth(1).click()
      const group = screen.getByRole('group', { name: 'Дата приёма, значение 2' })
      await expect.element(group.getByRole('spinbutton').first()).toHaveFocus()
    })

    it('marks the field required once, on the group, and each value by its own error', async () => {
      const screen = await renderWithI18n(
        <Controlled
          field={multiple('input', { profileRequired: true })}
          initial={['инженер', 'лаборант']}
          errorMessage={[undefined, 'Недопустимые символы']}
        />,
      )
      await expect
        .element(screen.getByRole('group', { name: 'Должность (обязательное поле)' }))
        .toBeVisible()
      const first = screen.getByRole('textbox').nth(0)
      const second = screen.getByRole('textbox').nth(1)
      await expect.element(first).not.toHaveAttribute('aria-invalid')
      await expect.element(second).toHaveAttribute('aria-invalid', 'true')
      await expect.element(second).toHaveAccessibleDescription('Недопустимые символы')
    })
  })

  describe('read-only and disabled as forms fieldState says', () => {
    it.each([
      ['profileEdit is false', { profileEdit: false }, false],
      ['the field is listed as disabled', { disabled: true }, false],
      ['the form is read-only', {}, true],
    ] as const)(
      'when %s: no add, no delete, every value read-only and disabled',
      async (_, overrides, formReadOnly) => {
        const screen = await renderWithI18n(
          <Controlled
            field={multiple('input', { ...overrides, profileRequired: true })}
            initial={['инженер', 'лаборант']}
            isReadOnly={formReadOnly}
          />,
        )
        for (const input of screen.getByRole('textbox').all()) {
          await expect.element(input).toBeDisabled()
          await expect.element(input).toHaveAttribute('readonly')
        }
        expect(screen.getByRole('button').all()).toHaveLength(0)
        await expect.element(screen.getByRole('group', { name: 'Должность' })).toBeVisible()
      },
    )

    it('leaves an editable field enabled, with its buttons', async () => {
      const screen = await renderWithI18n(
        <Controlled field={multiple('input')} initial={['инженер', 'лаборант']} />,
      )
      for (const input of screen.getByRole('textbox').all()) {
        await expect.element(input).toBeEnabled()
      }
      expect(screen.getByRole('button').all()).toHaveLength(3)
    })
  })

  describe('server errors of a <Form>', () => {
    it('lands on the field by name, on each value by name.N, and clears on edit', async () => {
      const screen = await renderWithI18n(
        <Form
          validationErrors={{
            position: 'Слишком длинно',
            'workPhone.1': 'Телефон уже зарегистрирован',
            workEmail: 'Нужен хотя бы один адрес',
          }}
        >
          <Controlled field={exampleFields.input} initial="инженер" />
          <Controlled field={multiple('phone')} initial={['+79991234567', '+79991234568']} />
          <Controlled field={multiple('email')} initial={['']} />
        </Form>,
      )
      const position = screen.getByRole('textbox', { name: 'Должность' })
      await expect.element(position).toHaveAccessibleDescription('Слишком длинно')
      const phones = screen.getByRole('textbox', { name: /Рабочий телефон/ })
      await expect.element(phones.nth(0)).not.toHaveAttribute('aria-invalid')
      await expect.element(phones.nth(1)).toHaveAccessibleDescription('Телефон уже зарегистрирован')
      const email = screen.getByRole('textbox', { name: 'Рабочий email, значение 1' })
      await expect.element(email).toHaveAccessibleDescription('Нужен хотя бы один адрес')

      // react-aria clears its own fields' server errors once the edit is committed (blur).
      await position.fill('инженер-конструктор')
      await userEvent.tab()
      await expect.element(position).not.toHaveAttribute('aria-invalid')
      await phones.nth(1).fill('9990000000')
      await expect.element(phones.nth(1)).not.toHaveAttribute('aria-invalid')
      await email.fill('a@example.ru')
      await expect.element(email).not.toHaveAttribute('aria-invalid')
    })
  })
})
