import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '../private/renderWithI18n'
import { Breadcrumb, Breadcrumbs } from './Breadcrumbs'

function Example({ backHref }: { backHref?: string }) {
  return (
    <Breadcrumbs backHref={backHref}>
      <Breadcrumb href="/admin">Администрирование</Breadcrumb>
      <Breadcrumb href="/admin/apps">Приложения</Breadcrumb>
      <Breadcrumb>Портал</Breadcrumb>
    </Breadcrumbs>
  )
}

describe('Breadcrumbs', () => {
  it('is a named navigation landmark whose last step is the current page', async () => {
    const screen = await renderWithI18n(<Example />)
    const nav = screen.getByRole('navigation', { name: 'Навигационная цепочка' })
    await expect.element(nav).toBeInTheDocument()
    await expect
      .element(screen.getByRole('link', { name: 'Приложения' }))
      .toHaveAttribute('href', '/admin/apps')
    const current = screen.getByText('Портал')
    await expect.element(current).toHaveAttribute('aria-current', 'page')
    await expect.element(current).not.toHaveAttribute('href')
    expect(screen.getByRole('listitem').elements()).toHaveLength(3)
  })

  it('puts a back link before the trail', async () => {
    const screen = await renderWithI18n(<Example backHref="/admin/apps" />)
    const links = screen.getByRole('link').elements()
    expect(links[0]?.textContent).toBe('Назад')
    expect(links[0]?.getAttribute('href')).toBe('/admin/apps')
  })

  it('is translated', async () => {
    const screen = await renderWithI18n(<Example backHref="/admin/apps" />, { locale: 'en' })
    await expect.element(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible()
    await expect.element(screen.getByRole('link', { name: 'Back' })).toBeVisible()
  })
})
