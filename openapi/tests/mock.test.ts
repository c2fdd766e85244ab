// `npm run mock` as QA uses it: the violations of an invalid request in the 422 body, and a
// documented error or a named example picked with `Prefer`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, startMock, violationsMessage } from '../../tools/prism-mock.mjs'
import { loadContract, type Node, operations, resolve, validRequest } from './contract'
import { sendTo } from './prism'

const root = loadContract()
const all = operations(root)

function operation(operationId: string) {
  const found = all.find((candidate) => candidate.operationId === operationId)
  if (!found) throw new Error(`no operation ${operationId} in the contract`)
  return found
}

/** The first operation whose success answer has two named examples, and the second's name. */
function withTwoExamples() {
  for (const candidate of all) {
    const response = resolve(root, (candidate.node.responses as Node)['200'])
    const json = (response?.content as Node | undefined)?.['application/json'] as Node | undefined
    const examples = (json?.examples as Node | undefined) ?? {}
    const second = Object.keys(examples)[1]
    if (second) {
      const example = resolve(root, examples[second]).value
      return { operation: candidate, name: second, example }
    }
  }
  throw new Error('no operation answers with two named examples')
}

let mock: { url: string; stop: () => Promise<void> }

beforeAll(async () => {
  mock = await startMock({ port: await freePort() })
})

afterAll(async () => {
  await mock?.stop()
})

describe('the mock for QA', () => {
  it('names a missing body member in the 422 body', async () => {
    const login = operation('login')
    const request = validRequest(root, login)
    const { flow: _left, ...body } = request.body as Record<string, unknown>
    const response = await sendTo(mock.url, { ...request, body: body as never })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      message: "Request body must have required property 'flow'",
    })
  })

  it('names a parameter out of its bounds in the 422 body', async () => {
    const request = validRequest(root, operation('listDomains'))
    const response = await sendTo(mock.url, { ...request, query: { ...request.query, page: '0' } })
    expect(response.status).toBe(422)
    expect(((await response.json()) as { message: string }).message).toBe(
      'Request query parameter page must be >= 1',
    )
  })

  it('answers a documented error picked with Prefer: code', async () => {
    const response = await sendTo(mock.url, validRequest(root, operation('listDomains')), {
      prefer: 'code=401',
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Session is missing or expired' })
  })

  it('answers a named example picked with Prefer: example', async () => {
    const { operation: picked, name, example } = withTwoExamples()
    const response = await sendTo(mock.url, validRequest(root, picked), {
      prefer: `example=${name}`,
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(example)
  })
})

describe('violationsMessage', () => {
  it('joins the violations of the header and ignores an unreadable one', () => {
    const header = JSON.stringify([
      { location: ['request', 'body'], message: "Request body must have required property 'a'" },
      {
        location: ['request', 'query', 'page'],
        message: 'Request query parameter page must be >= 1',
      },
    ])
    expect(violationsMessage(header)).toBe(
      "Request body must have required property 'a'; Request query parameter page must be >= 1",
    )
    expect(violationsMessage('not json')).toBeUndefined()
    expect(violationsMessage('[]')).toBeUndefined()
  })
})
