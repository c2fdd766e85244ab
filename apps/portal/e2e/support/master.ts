import type { AccessRequest, ContractorOption, Role } from '@platform/sdk'
import type { APIRequestContext, Locator } from '@playwright/test'
import { expect, signInThroughApi } from './fixtures'
import { api } from './signed-in'

/** Helpers of the master users' specs: data each test makes for itself through the API. */

/** A request context of its own signed in as `login`, beside the page's session. */
export async function apiAs(
  playwright: {
    request: { newContext: (options: { baseURL: string }) => Promise<APIRequestContext> }
  },
  baseURL: string,
  login: string,
): Promise<APIRequestContext> {
  const request = await playwright.request.newContext({ baseURL })
  await signInThroughApi(request, login)
  return request
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${api}${path}`)
  expect(response.ok(), `GET ${path}`).toBe(true)
  return (await response.json()) as T
}

/** The INN of a company where `master` decides: any incoming request names one. */
async function masterCompanyInn(master: APIRequestContext): Promise<string> {
  const { requests } = await json<{ requests: AccessRequest[] }>(
    master,
    '/master-account/access/requests?limit=1',
  )
  return (requests[0] as AccessRequest).requestCompanyInn
}

/**
 * `login` asks for access to the master's company under a name no other test uses; answers the
 * request as the master sees it.
 */
export async function requestAccess(
  requester: APIRequestContext,
  master: APIRequestContext,
  name: string,
): Promise<AccessRequest> {
  const inn = await masterCompanyInn(master)
  const { roles } = await json<{ roles: Role[] }>(
    requester,
    '/user/access/requests/roles/available',
  )
  const sent = await requester.post(`${api}/user/access/requests`, {
    data: { companies: [{ name, inn, roles: [(roles[0] as Role).roleId] }] },
  })
  expect(sent.status(), 'the access request').toBe(201)
  const { requests } = await json<{ requests: AccessRequest[] }>(
    master,
    `/master-account/access/requests?search=${encodeURIComponent(name)}`,
  )
  expect(requests).toHaveLength(1)
  return requests[0] as AccessRequest
}

/** A contractor of the master's companies by its title, as the look-up offers it to `userId`. */
export async function contractorFor(
  master: APIRequestContext,
  title: string,
  userId: string,
): Promise<ContractorOption> {
  const { contractors } = await json<{ contractors: ContractorOption[] }>(
    master,
    `/master-account/contractors?searchValue=${encodeURIComponent(title)}&userId=${userId}`,
  )
  return contractors.find((contractor) => contractor.title === title) as ContractorOption
}

/** Picks an option of a combo box (a contractor, roles) by typing and choosing. */
export async function pick(field: Locator, typed: string, option: string | RegExp) {
  // The options found before the search for what is typed stay offered until its answer comes;
  // the answer then changes the list, which may move to the other side of the field (fewer
  // options fit below it). A press across that change would start on one place and end on
  // another, so the option is pressed once the search has answered, as a person reads it.
  const page = field.page()
  const searched = page.waitForResponse(
    (response) => new URL(response.url()).searchParams.get('searchValue') === typed,
  )
  await field.fill(typed)
  await searched
  await page.getByRole('option', { name: option }).first().click()
}
