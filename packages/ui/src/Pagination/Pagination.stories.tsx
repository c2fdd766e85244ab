import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Pagination } from './Pagination'

const meta = {
  title: 'Data/Pagination',
  component: Pagination,
  args: { page: 5, pageCount: 20, onPageChange: fn() },
  render: function Render(args) {
    const [page, setPage] = useState(args.page)
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          args.onPageChange(next)
          setPage(next)
        }}
      />
    )
  },
} satisfies Meta<typeof Pagination>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /Следующая страница|Next page/ }))
    await expect(canvas.getByRole('button', { name: /Страница 6|Page 6/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

export const FirstPage: Story = { args: { page: 1 } }

export const FewPages: Story = { args: { page: 2, pageCount: 3 } }

export const Disabled: Story = { args: { isDisabled: true } }
