import {
  createDynamicField,
  createDynamicFieldSubtype,
  deleteDynamicField,
  deleteDynamicFieldSubtype,
  deleteDynamicFieldSubtypes,
  getDynamicField,
  getDynamicFieldTab,
  listDynamicFieldTabs,
  listDynamicFieldTypes,
  reorderDynamicFieldSubtypes,
  reorderDynamicFieldTabs,
  searchPersonnelActionTypes,
  setDynamicFieldActive,
  setDynamicFieldSubtypeActive,
  setDynamicFieldTabActive,
  updateDynamicField,
  updateDynamicFieldSubtype,
} from '@platform/sdk'
import type { TourStop } from './harness'

export const tour: TourStop[] = [
  {
    name: 'dynamic fields: types, tabs, reorder and toggle a tab',
    async run(context) {
      const client = await context.as('admin')
      const { types } = context.ok(await listDynamicFieldTypes(client), 'listDynamicFieldTypes')
      for (const { type } of types) {
        context.ok(
          await listDynamicFieldTabs(client, { params: { path: { type } } }),
          'listDynamicFieldTabs',
        )
      }
      const { tabs } = context.ok(
        await listDynamicFieldTabs(client, { params: { path: { type: 'users' } } }),
        'listDynamicFieldTabs',
      )
      const swapped = [tabs[1], tabs[0], ...tabs.slice(2)].flatMap((tab, order) =>
        tab ? [{ id: tab.id, order }] : [],
      )
      const path = { params: { path: { type: 'users' as const } } }
      context.ok(
        await reorderDynamicFieldTabs(client, { ...path, body: swapped }),
        'reorderDynamicFieldTabs',
      )
      const back = tabs.map(({ id }, order) => ({ id, order }))
      context.ok(
        await reorderDynamicFieldTabs(client, { ...path, body: back }),
        'reorderDynamicFieldTabs (back)',
      )
      const education = tabs.find((tab) => tab.code === 'users_education')
      if (!education) throw new Error('no education tab')
      const toggle = (active: boolean) =>
        setDynamicFieldTabActive(client, {
          params: { path: { id: education.id } },
          body: { active },
        })
      context.ok(await toggle(false), 'setDynamicFieldTabActive (off)')
      context.ok(await toggle(true), 'setDynamicFieldTabActive (on)')
    },
  },
  {
    name: 'dynamic fields: a new block with fields, edited, copied, reordered and deleted',
    async run(context) {
      const client = await context.as('admin')
      const tab = context.ok(
        await getDynamicFieldTab(client, { params: { path: { tab: 'users_main' } } }),
        'getDynamicFieldTab',
      )
      const { types } = context.ok(
        await searchPersonnelActionTypes(client, {
          params: { query: { searchValue: 'Командировка' } },
        }),
        'searchPersonnelActionTypes',
      )
      const block = {
        tabId: tab.id,
        title: 'Командировки',
        code: 'users_main_trips',
        active: true,
        personnelActionType: types[0]?.id ?? null,
      }
      const { id: subtype } = context.ok(
        await createDynamicFieldSubtype(client, { body: block }),
        'createDynamicFieldSubtype',
      )
      context.ok(
        await updateDynamicFieldSubtype(client, {
          body: {
            id: subtype,
            title: 'Служебные командировки',
            code: 'users_main_trips',
            personnelActionType: block.personnelActionType,
          },
        }),
        'updateDynamicFieldSubtype',
      )
      const field = {
        active: true,
        title: 'Город командировки',
        code: 'tripCity',
        type: 'users' as const,
        subtype,
        fieldType: 'dropbox' as const,
        unique: false,
        multiple: false,
        comment: null,
        placeholder: 'Выберите город',
        items: [{ value: 'Москва' }, { value: 'Санкт-Петербург' }, { value: 'Казань' }],
        adminRequired: false,
        adminVisible: true,
        adminEdit: true,
        profileRequired: false,
        profileVisible: true,
        profileEdit: true,
        integrationRequired: false,
      }
      const { id } = context.ok(
        await createDynamicField(client, { body: field }),
        'createDynamicField',
      )
      const stored = context.ok(
        await getDynamicField(client, { params: { path: { id } } }),
        'getDynamicField',
      )
      context.ok(
        await updateDynamicField(client, {
          params: { path: { id } },
          body: {
            ...field,
            items: stored.items.map(({ id: item, value, order }) => ({ id: item, value, order })),
            comment: 'Основной город',
          },
        }),
        'updateDynamicField',
      )
      const { id: copy } = context.ok(
        await createDynamicField(client, {
          body: {
            ...field,
            title: 'Даты командировки',
            code: 'tripDates',
            fieldType: 'date',
            items: [],
            multiple: true,
          },
        }),
        'createDynamicField (copy)',
      )
      context.ok(
        await setDynamicFieldActive(client, {
          params: { path: { id: copy } },
          body: { active: false },
        }),
        'setDynamicFieldActive',
      )
      const current = context.ok(
        await getDynamicFieldTab(client, { params: { path: { tab: 'users_main' } } }),
        'getDynamicFieldTab',
      )
      const order = current.subtypes.map(({ id: each, fields }, index) => ({
        id: each,
        order: index,
        ...(each === subtype
          ? {
              fields: [...fields]
                .reverse()
                .map(({ id: f }, position) => ({ id: f, order: position })),
            }
          : {}),
      }))
      context.ok(
        await reorderDynamicFieldSubtypes(client, {
          params: { path: { tab: 'users_main' } },
          body: order,
        }),
        'reorderDynamicFieldSubtypes',
      )
      context.ok(
        await setDynamicFieldSubtypeActive(client, {
          params: { path: { id: subtype } },
          body: { active: false },
        }),
        'setDynamicFieldSubtypeActive',
      )
      context.ok(
        await deleteDynamicField(client, { params: { path: { id: copy } } }),
        'deleteDynamicField',
      )
      context.ok(
        await deleteDynamicFieldSubtype(client, { params: { path: { id: subtype } } }),
        'deleteDynamicFieldSubtype',
      )
      const { id: spare } = context.ok(
        await createDynamicFieldSubtype(client, {
          body: { ...block, code: 'users_main_spare', title: 'Черновик' },
        }),
        'createDynamicFieldSubtype',
      )
      context.ok(
        await deleteDynamicFieldSubtypes(client, { params: { query: { ids: [spare] } } }),
        'deleteDynamicFieldSubtypes',
      )
    },
  },
]
