import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { render, renderHook } from 'vitest-browser-react'
import { approvalFieldErrors } from '../server-errors/platform-error'
import { errorKeys } from './apply-field-errors'
import { useServerErrors } from './use-server-errors'
import { useUnsavedChanges } from './use-unsaved-changes'

const badRequest = (errorList: Record<string, string[]>) =>
  ({ kind: 'validation', status: 400, body: { errorList } }) as Parameters<
    ReturnType<typeof useServerErrors>
  >[0]

function useRegistration() {
  const form = useForm({ defaultValues: { email: '', password: '', repeatPassword: '' } })
  return { form, apply: useServerErrors(form) }
}

describe('useServerErrors', () => {
  it('sets each field error, mirroring the password onto its repetition', async () => {
    const { result, act } = await renderHook(useRegistration)
    let applied = {}
    await act(() => {
      applied = result.current.apply(
        badRequest({ password: ['errorPassword'], email: ['errorEmail'] }),
      )
    })
    const { form } = result.current
    expect(applied).toEqual({
      password: ['errorPassword'],
      repeatPassword: ['errorPassword'],
      email: ['errorEmail'],
    })
    expect(form.getFieldState('repeatPassword').error).toMatchObject({
      type: 'server',
      message: 'errorPassword',
    })
    expect(errorKeys(form.getFieldState('email').error)).toEqual(['errorEmail'])
  })

  it('clears a mismatch from both fields once the values are equal', async () => {
    const { result, act } = await renderHook(useRegistration)
    await act(() => {
      result.current.apply(
        badRequest({ repeatPassword: ['errorMatch'], password: ['errorPassword'] }),
      )
    })
    await act(() => result.current.form.setValue('password', 'Secret#12'))
    expect(errorKeys(result.current.form.getFieldState('password').error)).toEqual([
      'errorPassword',
      'errorMatch',
    ])
    await act(() => result.current.form.setValue('repeatPassword', 'Secret#12'))
    const { form } = result.current
    expect(errorKeys(form.getFieldState('password').error)).toEqual(['errorPassword'])
    expect(errorKeys(form.getFieldState('repeatPassword').error)).toEqual(['errorPassword'])
  })

  it('takes a form’s own mapping: the approval form’s 409', async () => {
    const { result, act } = await renderHook(() => {
      const form = useForm({ defaultValues: { contractorId: '', contractorRoles: [] } })
      const apply = useServerErrors(form, {
        mirror: [],
        toFieldErrors: (error) => approvalFieldErrors(error, 'contractor'),
      })
      return { form, apply }
    })
    await act(() => {
      result.current.apply({ kind: 'conflict', status: 409 })
    })
    expect(result.current.form.getFieldState('contractorId').error?.message).toBe('alreadyExist')
  })

  it('answers no errors for a failure without errorList, and sets none', async () => {
    const { result, act } = await renderHook(useRegistration)
    let applied = {}
    await act(() => {
      applied = result.current.apply({ kind: 'network' })
    })
    expect(applied).toEqual({})
    expect(result.current.form.getFieldState('email').invalid).toBe(false)
  })

  it('focuses the first field with an error', async () => {
    let apply: ReturnType<typeof useServerErrors> = () => ({})
    function Form() {
      const form = useForm({ defaultValues: { login: '', email: '' } })
      apply = useServerErrors(form)
      return (
        <form>
          <input aria-label="login" {...form.register('login')} />
          <input aria-label="email" {...form.register('email')} />
        </form>
      )
    }
    const screen = await render(<Form />)
    apply(badRequest({ email: ['errorEmail'] }))
    await expect.element(screen.getByLabelText('email')).toHaveFocus()
  })
})

describe('errorKeys', () => {
  it('reads the keys of an error, from types or the message', () => {
    expect(errorKeys(undefined)).toEqual([])
    expect(errorKeys({ message: 'errorEmpty' })).toEqual(['errorEmpty'])
    expect(
      errorKeys({ types: { errorEmpty: 'errorEmpty', errorSymbols: 'errorSymbols' } }),
    ).toEqual(['errorEmpty', 'errorSymbols'])
    expect(errorKeys({})).toEqual([])
  })
})

describe('useUnsavedChanges', () => {
  const initial = { name: 'Иван', phones: ['+79161234567'] }

  it('finds changes against the initial values, and cancel restores them', async () => {
    const { result, act } = await renderHook(() => {
      const form = useForm({ defaultValues: initial })
      return { form, changes: useUnsavedChanges(form, initial) }
    })
    expect(result.current.changes.isDirty).toBe(false)
    await act(() => result.current.form.setValue('phones', ['+79161234567', '']))
    expect(result.current.changes.isDirty).toBe(true)
    await act(() => result.current.form.setValue('phones', ['+79161234567']))
    expect(result.current.changes.isDirty).toBe(false)
    await act(() => result.current.form.setValue('name', 'Пётр'))
    expect(result.current.changes.isDirty).toBe(true)
    await act(() => result.current.changes.cancel())
    expect(result.current.changes.isDirty).toBe(false)
    expect(result.current.form.getValues()).toEqual(initial)
  })
})
