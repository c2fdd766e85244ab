import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Accordion, Disclosure } from './Disclosure'

const meta = {
  title: 'Layout/Disclosure',
  component: Disclosure,
  args: {
    title: 'Дополнительные настройки',
    children: 'Время жизни кода, число попыток и задержка повторной отправки.',
  },
} satisfies Meta<typeof Disclosure>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Дополнительные настройки' })
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
  },
}

export const Expanded: Story = { args: { defaultExpanded: true } }

export const Disabled: Story = { args: { isDisabled: true } }

export const AccordionGroup: Story = {
  render: () => (
    <Accordion defaultExpandedKeys={['main']}>
      <Disclosure id="main" title="Основное">
        Название, код и адрес приложения.
      </Disclosure>
      <Disclosure id="domains" title="Домены">
        Домены, на которых доступно приложение.
      </Disclosure>
      <Disclosure id="clients" title="Клиенты">
        Идентификаторы и секреты клиентов.
      </Disclosure>
    </Accordion>
  ),
}
