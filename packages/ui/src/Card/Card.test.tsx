import { describe, expect, it } from 'vitest'
import { Button } from '../Button/Button'
import { renderWithI18n } from '../private/renderWithI18n'
import { Card } from './Card'

describe('Card', () => {
  it('is a region named by its heading, with its actions', async () => {
    const screen = await renderWithI18n(
      <Card title="Контакты" headingLevel={2} actions={<Button variant="quiet">Изменить</Button>}>
        ivan@example.ru
      </Card>,
    )
    const region = screen.getByRole('region', { name: 'Контакты' })
    await expect.element(region).toHaveTextContent('ivan@example.ru')
    await expect.element(screen.getByRole('heading', { level: 2, name: 'Контакты' })).toBeVisible()
    await expect.element(screen.getByRole('button', { name: 'Изменить' })).toBeVisible()
  })

  it('is no landmark without a heading', async () => {
    const screen = await renderWithI18n(<Card>Текст</Card>)
    expect(screen.getByRole('region').elements()).toHaveLength(0)
    await expect.element(screen.getByText('Текст')).toBeVisible()
  })
})
