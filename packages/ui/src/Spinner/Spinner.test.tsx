import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '../private/renderWithI18n'
import { Spinner } from './Spinner'

describe('Spinner', () => {
  it('is an indeterminate progressbar with a translated default name', async () => {
    const ru = await renderWithI18n(<Spinner />)
    const bar = ru.getByRole('progressbar', { name: 'Загрузка' })
    await expect.element(bar).not.toHaveAttribute('aria-valuenow')
    await ru.unmount()

    const en = await renderWithI18n(<Spinner />, { locale: 'en' })
    await expect.element(en.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument()
  })

  it('takes the name of what is loading', async () => {
    const screen = await renderWithI18n(<Spinner label="Загрузка заявок" />)
    await expect
      .element(screen.getByRole('progressbar', { name: 'Загрузка заявок' }))
      .toBeInTheDocument()
  })
})
