import { useState } from 'react'
import type { Key } from 'react-aria-components'
import { describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderWithI18n } from '../private/renderWithI18n'
import { type ReorderableItem, ReorderableList } from './ReorderableList'

const applications: ReorderableItem[] = [
  { id: 'portal', label: 'Портал' },
  { id: 'mail', label: 'Почта' },
  { id: 'crm', label: 'CRM' },
  { id: 'wiki', label: 'Вики' },
]

function Controlled({
  onReorder,
  isDisabled,
}: {
  onReorder?: (keys: Key[]) => void
  isDisabled?: boolean
}) {
  const [items, setItems] = useState(applications)
  return (
    <ReorderableList
      aria-label="Порядок приложений"
      items={items}
      isDisabled={isDisabled}
      onReorder={(keys) => {
        onReorder?.(keys)
        setItems(keys.map((key) => items.find((item) => item.id === key) as ReorderableItem))
      }}
    />
  )
}

const labels = () =>
  page
    .getByRole('row')
    .elements()
    .map((row) => row.textContent)

describe('ReorderableList', () => {
  it('lists the items with a named drag handle each', async () => {
    const screen = await renderWithI18n(<Controlled />)
    await expect.element(screen.getByRole('grid', { name: 'Порядок приложений' })).toBeVisible()
    expect(labels()).toEqual(['Портал', 'Почта', 'CRM', 'Вики'])
    await expect.element(screen.getByRole('button', { name: 'Перетащить CRM' })).toBeInTheDocument()
  })

  it('reorders from the keyboard and announces the new position', async () => {
    const onReorder = vi.fn<(keys: Key[]) => void>()
    const screen = await renderWithI18n(<Controlled onReorder={onReorder} />)
    await userEvent.tab()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowRight}')
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Перетащить Вики' }).element(),
    )
    await userEvent.keyboard('{Enter}')
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Вставить после Вики')
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}')
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Вставить между Портал и Почта')
    await userEvent.keyboard('{Enter}')

    await expect.poll(labels).toEqual(['Портал', 'Вики', 'Почта', 'CRM'])
    expect(onReorder).toHaveBeenCalledOnce()
    expect(onReorder.mock.lastCall?.[0]).toEqual(['portal', 'wiki', 'mail', 'crm'])
    await expect
      .element(screen.getByText('Вики: новая позиция 2 из 4'))
      .toHaveAttribute('aria-live', 'polite')
  })

  it('reorders by dragging with the mouse', async () => {
    const onReorder = vi.fn<(keys: Key[]) => void>()
    const screen = await renderWithI18n(<Controlled onReorder={onReorder} />)
    const portal = screen.getByRole('row', { name: 'Портал' })
    const crm = screen.getByRole('row', { name: 'CRM' })
    await userEvent.dragAndDrop(portal, crm, { targetPosition: { x: 20, y: 30 } })
    await expect.poll(() => onReorder.mock.calls.length).toBe(1)
    expect(onReorder.mock.lastCall?.[0]).toEqual(['mail', 'crm', 'portal', 'wiki'])
  })

  it('puts the item back when Escape cancels the move', async () => {
    const onReorder = vi.fn<(keys: Key[]) => void>()
    await renderWithI18n(<Controlled onReorder={onReorder} />)
    await userEvent.tab()
    await userEvent.keyboard('{ArrowRight}{Enter}{ArrowDown}{ArrowDown}{Escape}')
    expect(onReorder).not.toHaveBeenCalled()
    expect(labels()).toEqual(['Портал', 'Почта', 'CRM', 'Вики'])
  })

  it('cannot be reordered when disabled, but stays readable', async () => {
    const screen = await renderWithI18n(<Controlled isDisabled />)
    expect(labels()).toEqual(['Портал', 'Почта', 'CRM', 'Вики'])
    expect(screen.getByRole('button').elements()).toHaveLength(0)
  })
})
