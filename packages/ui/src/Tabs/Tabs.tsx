import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components'
import { withClassName } from '../private/withClassName'
import { tab, tabList, tabPanel, tabs } from './Tabs.css'

/**
 * Tabs: arrow keys move between tabs (and select them), Home and End jump, Tab moves into the
 * selected panel. Give `TabList` an `aria-label`.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <RACTabs {...props} className={withClassName(tabs, className)} />
}

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <RACTabList {...props} className={withClassName(tabList, className)} />
}

export function Tab({ className, ...props }: TabProps) {
  return <RACTab {...props} className={withClassName(tab, className)} />
}

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <RACTabPanel {...props} className={withClassName(tabPanel, className)} />
}

export type { TabListProps, TabPanelProps, TabProps, TabsProps }
