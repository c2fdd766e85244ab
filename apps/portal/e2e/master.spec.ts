import type { AccessRequest, Contact, Invitation } from '@platform/sdk'
import type { Locator, Page } from '@playwright/test'
import {
  expect as baseExpect,
  expectNoAxeViolations,
  lastOutboxId,
  nextMessage,
  seeToast,
  test,
} from './support/fixtures'
import { apiAs, contractorFor, pick, requestAccess } from './support/master'
import { api, apiGet, phoneViewport, signInAs } from './support/signed-in'

// Master users (issue 14): decisions on incoming requests, invitations and contacts. Every test
// makes its own requests, invitations and contacts through the API, under names no other test
// uses, so the two workers sharing the sandbox never meet.
test.describe.configure({ timeout: 120_000 })

const expect = baseExpect.configure({ timeout: 15_000 })

/** The incoming list filtered to one request, by the unique company name it asks for. */
async function openIncoming(page: Page, name: string) {
  await page.goto(
    `./accesses/requests/access?tab=incoming&status=considered&search=${encodeURIComponent(name)}`,
  )
  // The page first, then its list: on a loaded machine each may take its own while.
  await expect(page.getByRole('heading', { level: 1, name: 'Заявки на доступ' })).toBeVisible()
  const table = page.getByRole('grid', { name: 'Входящие заявки' })
  await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(1)
  return table
}

async function openDecision(page: Page, name: string): Promise<Locator> {
  const table = await openIncoming(page, name)
  await table
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: 'Рассмотреть' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Решение по заявке' })
  await expect(dialog).toBeVisible()
  return dialog
}

async function statusOf(page: Page, name: string): Promise<AccessRequest['status']> {
  const { requests } = await apiGet<{ requests: AccessRequest[] }>(
    page,
    `/master-account/access/requests?search=${encodeURIComponent(name)}`,
  )
  return (requests[0] as AccessRequest).status
}

/** Chooses a decision the way a person does, by its label. */
async function decide(dialog: Locator, decision: string) {
  await dialog.locator('label').filter({ hasText: decision }).click()
  await expect(dialog.getByRole('radio', { name: decision })).toBeChecked()
}

async function chooseRole(dialog: Locator, organization: number, role: string) {
  const field = dialog
    .getByRole('group', { name: `Организация ${organization}` })
    .getByRole('combobox', { name: /Роли/ })
  await field.click()
  await field.press('ArrowDown')
  await dialog.page().getByRole('option', { name: role }).click()
  await field.press('Escape')
  await expect(dialog).toBeVisible()
}

test('links a requester to a contractor: approved, and the requester is mailed', async ({
  page,
  playwright,
  baseURL,
}) => {
  const name = `E2E связь ${Date.now()}`
  const master = await apiAs(playwright, baseURL as string, 'master')
  const requester = await apiAs(playwright, baseURL as string, 'd.popova')
  await requestAccess(requester, master, name)
  await signInAs(page, 'master')
  const since = await lastOutboxId(page.request)

  const dialog = await openDecision(page, name)
  await expect(dialog.getByRole('radio', { name: 'Связать с контрагентом' })).toBeChecked()
  await expectNoAxeViolations(page)
  // The forms' rules: a contractor and a role are needed, shown on their fields.
  await dialog.getByRole('button', { name: 'Связать с контрагентом' }).click()
  await expect(dialog.getByText('Поле не может быть пустым').first()).toBeVisible()
  await expect(dialog.getByRole('combobox', { name: /Контрагент/ })).toBeFocused()

  // A contractor with one organization: it is selected by itself.
  await pick(dialog.getByRole('combobox', { name: /Контрагент/ }), 'ТехноСнаб', /ТехноСнаб/)
  await expect(
    dialog.getByRole('group', { name: 'Организация 1' }).getByRole('button', { name: /ТехноСнаб/ }),
  ).toBeVisible()
  await chooseRole(dialog, 1, 'Бухгалтер')
  await dialog.getByRole('button', { name: 'Связать с контрагентом' }).click()
  await seeToast(page, 'Заявка одобрена: заявитель связан с контрагентом')
  await expect(dialog).toBeHidden()
  // It leaves the «under review» filter, and the total follows.
  await expect(page.getByText('Ничего не найдено')).toBeVisible()
  expect(await statusOf(page, name)).toBe('approved')
  const mail = await nextMessage(page.request, 'd.popova@example.com', since)
  expect(mail.text).toContain('ТехноСнаб')
  await master.dispose()
  await requester.dispose()
})

test('rejects, marks a duplicate and grants access manually', async ({
  page,
  playwright,
  baseURL,
}) => {
  const stamp = Date.now()
  const master = await apiAs(playwright, baseURL as string, 'master')
  const requester = await apiAs(playwright, baseURL as string, 'a.vasilev')
  const names = {
    failure: `E2E отказ ${stamp}`,
    duplicate: `E2E дубль ${stamp}`,
    approved: `E2E вручную ${stamp}`,
  }
  for (const name of Object.values(names)) await requestAccess(requester, master, name)
  await signInAs(page, 'master')
  const since = await lastOutboxId(page.request)

  let dialog = await openDecision(page, names.failure)
  await decide(dialog, 'Отклонить')
  await dialog.getByRole('button', { name: 'Отклонить заявку' }).click()
  await expect(dialog.getByRole('textbox', { name: /Причина отказа/ })).toBeFocused()
  await dialog.getByRole('textbox', { name: /Причина отказа/ }).fill('Не сотрудник компании')
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Отклонить заявку' }).click()
  await seeToast(page, 'Заявка отклонена')
  expect(await statusOf(page, names.failure)).toBe('failure')
  const mail = await nextMessage(page.request, 'a.vasilev@example.com', since)
  expect(mail.text).toContain('Не сотрудник компании')

  dialog = await openDecision(page, names.duplicate)
  await decide(dialog, 'Дубликат')
  await dialog.getByRole('textbox', { name: /Какую заявку повторяет/ }).fill('Повтор заявки')
  await dialog.getByRole('button', { name: 'Отметить как дубликат' }).click()
  await seeToast(page, 'Заявка отмечена как дубликат')
  expect(await statusOf(page, names.duplicate)).toBe('duplicate')

  dialog = await openDecision(page, names.approved)
  await decide(dialog, 'Доступ предоставлен вручную')
  await dialog.getByRole('button', { name: 'Предоставить доступ' }).click()
  await seeToast(page, 'Заявка одобрена: доступ предоставлен вручную')
  expect(await statusOf(page, names.approved)).toBe('approved')

  // Every status shows with its badge in the unfiltered list.
  await page.goto(`./accesses/requests/access?tab=incoming&search=${stamp}`)
  await expect(page.getByText(/Всего: 3 /)).toBeVisible()
  await expect(page.locator('[data-variant="error"]', { hasText: 'Отклонена' })).toBeVisible()
  await expect(page.locator('[data-variant="disabled"]', { hasText: 'Дубликат' })).toBeVisible()
  await expect(page.locator('[data-variant="success"]', { hasText: 'Одобрена' })).toBeVisible()
  await master.dispose()
  await requester.dispose()
})

test('an existing link marks the contractor «already exists»; closing asks first', async ({
  page,
  playwright,
  baseURL,
}) => {
  const stamp = Date.now()
  const master = await apiAs(playwright, baseURL as string, 'master')
  const requester = await apiAs(playwright, baseURL as string, 'o.smirnova')
  // Linked once already, to one organization of a contractor that offers three.
  const first = await requestAccess(requester, master, `E2E первая ${stamp}`)
  const contractor = await contractorFor(master, 'ООО «Агрохолдинг Кубань»', first.userId)
  const role = first.requestCompanyRoles[0]?.roleId as string
  const approved = await master.post(`${api}/master-account/access/requests/approve/contractor`, {
    data: {
      requestId: first.requestId,
      userId: first.userId,
      contractorId: contractor.id,
      roles: [{ organizationId: contractor.availableOrganizations[0]?.id, rolesIds: [role] }],
    },
  })
  expect(approved.status()).toBe(204)
  const name = `E2E повторная ${stamp}`
  await requestAccess(requester, master, name)
  await signInAs(page, 'master')

  const dialog = await openDecision(page, name)
  const field = dialog.getByRole('combobox', { name: /Контрагент/ })
  await pick(field, 'Агрохолдинг', /Агрохолдинг Кубань/)
  const organization = dialog.getByRole('group', { name: 'Организация 1' })
  await organization.getByRole('button', { name: /Организация/ }).click()
  await page.getByRole('option').first().click()
  await chooseRole(dialog, 1, 'Логист')
  await dialog.getByRole('button', { name: 'Связать с контрагентом' }).click()
  await seeToast(page, 'Не удалось связать заявителя с контрагентом')
  await expect(dialog.getByText('Такая связь уже существует')).toBeVisible()
  expect(await statusOf(page, name)).toBe('considered')

  // Closing with unsaved input asks (Escape from the radio group, then the close button);
  // staying keeps everything, leaving returns focus to the row's button.
  await dialog.getByRole('radio', { name: 'Связать с контрагентом' }).focus()
  await page.keyboard.press('Escape')
  const confirm = page.getByRole('alertdialog', { name: 'Закрыть без сохранения?' })
  await confirm.getByRole('button', { name: 'Вернуться к форме' }).click()
  await expect(field).toHaveValue(/Агрохолдинг/)
  await dialog.getByRole('button', { name: 'Закрыть', exact: true }).click()
  await confirm.getByRole('button', { name: 'Закрыть', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Рассмотреть' })).toBeFocused()
  await master.dispose()
  await requester.dispose()
})

test('sends, resends and revokes an invitation', async ({ page }) => {
  const email = `e2e.invite.${Date.now()}@example.ru`
  await signInAs(page, 'master')
  await page.goto('./accesses/invitations')
  await expect(page.getByRole('heading', { level: 1, name: 'Приглашения' })).toBeFocused()
  await expect(page.getByText(/Всего: \d+ /)).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Пригласить' }).click()
  const dialog = page.getByRole('dialog', { name: 'Новое приглашение' })
  await dialog.getByRole('textbox', { name: /Электронная почта/ }).fill(email)
  await pick(dialog.getByRole('combobox', { name: /Контрагент/ }), 'ТехноСнаб', /ТехноСнаб/)
  await chooseRole(dialog, 1, 'Кладовщик')
  await expectNoAxeViolations(page)
  const since = await lastOutboxId(page.request)
  await dialog.getByRole('button', { name: 'Отправить приглашение' }).click()
  await seeToast(page, 'Приглашение отправлено')
  await nextMessage(page.request, email, since)

  const table = page.getByRole('grid', { name: 'Приглашения' })
  const row = table.getByRole('row').filter({ hasText: email })
  await expect(row.locator('[data-variant="info"]')).toHaveText('Активно')
  await row.getByRole('button', { name: 'Отправить повторно' }).click()
  await seeToast(page, 'Приглашение отправлено повторно')

  await row.getByRole('button', { name: 'Отозвать' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Отозвать приглашение?' })
  await expect(confirm).toContainText(email)
  await confirm.getByRole('button', { name: 'Отозвать' }).click()
  await seeToast(page, 'Приглашение отозвано')
  await expect(row.locator('[data-variant="disabled"]')).toHaveText('Отозвано')
  await expect(row.getByRole('button', { name: 'Отозвать' })).toHaveCount(0)

  // The status filter lives in the address.
  await page.goto('./accesses/invitations?status=deleted')
  await expect(table.getByRole('row').filter({ hasText: email })).toHaveCount(1)
  const { invitations } = await apiGet<{ invitations: Invitation[] }>(
    page,
    '/master-account/invitations?status=deleted&limit=100',
  )
  expect(invitations.some((invitation) => invitation.email === email)).toBe(true)
})

test('edits and removes a contact’s contractor roles', async ({ page, playwright, baseURL }) => {
  const master = await apiAs(playwright, baseURL as string, 'master')
  const person = await apiAs(playwright, baseURL as string, 'o.novikova')
  const request = await requestAccess(person, master, `E2E контакт ${Date.now()}`)
  const contractor = await contractorFor(master, 'ООО «Гранит-М»', request.userId)
  const linked = await master.post(`${api}/master-account/access/requests/approve/contractor`, {
    data: {
      requestId: request.requestId,
      userId: request.userId,
      contractorId: contractor.id,
      roles: [
        {
          organizationId: contractor.availableOrganizations[0]?.id,
          rolesIds: [request.requestCompanyRoles[0]?.roleId],
        },
      ],
    },
  })
  expect(linked.status()).toBe(204)
  await signInAs(page, 'master')
  await page.goto('./profile/contacts?search=o.novikova%40mail.example.ru')
  await expect(page.getByRole('heading', { level: 1, name: 'Контакты' })).toBeFocused()
  await page.getByRole('button', { name: `Контрагенты: ${request.userName}` }).click()
  const dialog = page.getByRole('dialog', { name: `Контакт: ${request.userName}` })
  const card = dialog.getByRole('region', { name: 'ООО «Гранит-М»' })
  await expect(card).toBeVisible()
  await expectNoAxeViolations(page)

  await dialog.getByRole('button', { name: 'Изменить роли: ООО «Гранит-М»' }).click()
  await chooseRole(dialog, 1, 'Юрист')
  await dialog.getByRole('button', { name: 'Сохранить' }).click()
  await seeToast(page, 'Роли контакта сохранены')
  await expect(card).toContainText('Юрист')

  await dialog.getByRole('button', { name: 'Удалить связь: ООО «Гранит-М»' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Удалить связь с контрагентом?' })
  await confirm.getByRole('button', { name: 'Удалить' }).click()
  await seeToast(page, 'Связь с контрагентом удалена')
  await expect(card).toHaveCount(0)
  await master.dispose()
  await person.dispose()
})

test('a contact only the administrator may change is read-only; English and 375 px', async ({
  page,
}) => {
  await signInAs(page, 'master')
  const { contacts } = await apiGet<{ contacts: Contact[] }>(
    page,
    '/user/profile/contacts?limit=100',
  )
  const locked = contacts.find((contact) => !contact.editable && contact.contractors.length > 0)
  expect(locked, 'a contact master users may not change').toBeDefined()
  const fio = (locked as Contact).fio
  await page.goto(`./profile/contacts?search=${encodeURIComponent(fio)}`)
  await page.getByRole('button', { name: `Контрагенты: ${fio}` }).click()
  const contact = page.getByRole('dialog', { name: `Контакт: ${fio}` })
  await expect(contact.getByRole('note').first()).toContainText('меняет только администратор')
  await expect(contact.getByRole('button', { name: /Изменить роли|Удалить связь/ })).toHaveCount(0)
  await expectNoAxeViolations(page)

  // The person's language setting says English, for this page only: the sandbox's master
  // user is shared with the other tests, whose pages stay in Russian.
  await page.route('**/api/v1/platform/users/settings', async (route) => {
    if (route.request().method() !== 'GET') return route.continue()
    const response = await route.fetch()
    await route.fulfill({ response, json: { ...(await response.json()), lang: 'en' } })
  })
  await page.goto('./accesses/requests/access?tab=incoming&status=considered')
  await page.getByRole('button', { name: 'Decide' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Decision on the request' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Link to a contractor' }).click()
  await expect(dialog.getByText('The field cannot be empty').first()).toBeVisible()
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  await page.setViewportSize(phoneViewport)
  await page.goto(`./profile/contacts?search=${encodeURIComponent(fio)}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.goto('./accesses/requests/access?tab=incoming')
  await expect(page.getByRole('grid', { name: 'Incoming requests' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.goto('./accesses/invitations')
  await expect(page.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible()
  await expectNoAxeViolations(page)
  const scrolls = await page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth,
  )
  expect(scrolls, 'only the tables scroll sideways, not the page').toBe(false)
})

test('an ordinary user sees no decisions, invitations or contractor edits', async ({ page }) => {
  await signInAs(page, 'user')
  await page.goto('./accesses/requests/access?tab=incoming')
  await expect(page.getByRole('heading', { level: 1, name: 'Заявки на доступ' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Входящие' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Приглашения' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Рассмотреть' })).toHaveCount(0)

  await page.goto('./accesses/invitations')
  await expect(page).not.toHaveURL(/invitations/)
  await page.goto('./profile/contacts')
  await expect(page.getByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Контактов пока нет' })).toBeVisible()
})
