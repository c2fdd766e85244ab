import { describe, expect, it } from 'vitest'
import { renderHook } from 'vitest-browser-react'
import { useSingleSubmit } from './use-single-submit'

function deferred() {
  let resolve: () => void = () => {}
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

describe('useSingleSubmit', () => {
  it('ignores submits that arrive before the first one has its answer, even in one task', async () => {
    const answer = deferred()
    let sent = 0
    const { result, act } = await renderHook(() => useSingleSubmit())
    const submit = result.current.guard(async () => {
      await Promise.resolve() // client validation
      sent += 1
      await answer.promise
    })
    let first: Promise<void> = Promise.resolve()
    await act(() => {
      first = submit()
      void submit()
    })
    expect(result.current.isPending).toBe(true)
    await act(() => submit())
    await act(async () => {
      answer.resolve()
      await first
    })
    expect(sent).toBe(1)
    expect(result.current.isPending).toBe(false)
    await act(() => submit())
    expect(sent).toBe(2)
  })

  it('stops the form event of an ignored submit too, and frees the lock after a failure', async () => {
    const { result, act } = await renderHook(() => useSingleSubmit())
    let stopped = 0
    const event = { preventDefault: () => (stopped += 1) }
    const failing = result.current.guard(async (_event: typeof event) => {
      throw new Error('no answer')
    })
    await act(async () => {
      const runs = [failing(event), failing(event)]
      await expect(runs[0]).rejects.toThrow('no answer')
      await runs[1]
    })
    expect(stopped).toBe(2)
    expect(result.current.isPending).toBe(false)
  })
})
