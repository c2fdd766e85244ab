import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Breadcrumb, Breadcrumbs } from './Breadcrumbs'

const meta = {
  title: 'Layout/Breadcrumbs',
  component: Breadcrumbs,
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumb href="#admin">Администрирование</Breadcrumb>
      <Breadcrumb href="#apps">Приложения</Breadcrumb>
      <Breadcrumb>Портал сотрудника</Breadcrumb>
    </Breadcrumbs>
  ),
} satisfies Meta<typeof Breadcrumbs>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Портал сотрудника')).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

/** The documents' layouts put a back link before the trail; on phones it stands alone. */
export const WithBackLink: Story = { args: { backHref: '#apps' } }

export const Disabled: Story = { args: { isDisabled: true } }
