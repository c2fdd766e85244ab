import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Tab, TabList, TabPanel, Tabs } from './Tabs'

const meta = {
  title: 'Layout/Tabs',
  component: Tabs,
  args: { defaultSelectedKey: 'outgoing' },
  argTypes: { orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Заявки на доступ">
        <Tab id="outgoing">Исходящие</Tab>
        <Tab id="incoming">Входящие</Tab>
        <Tab id="archive" isDisabled>
          Архив
        </Tab>
      </TabList>
      <TabPanel id="outgoing">Заявки, которые вы отправили.</TabPanel>
      <TabPanel id="incoming">Заявки, которые ждут вашего решения.</TabPanel>
      <TabPanel id="archive">Закрытые заявки.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('tab', { name: 'Входящие' }))
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('ждут вашего решения')
  },
}

export const Vertical: Story = { args: { orientation: 'vertical' } }

export const Disabled: Story = { args: { isDisabled: true } }
