/** Moves focus to the first invalid control inside `root`, once the errors have rendered. */
export function focusFirstInvalid(root: HTMLElement | null): void {
  requestAnimationFrame(() => {
    root
      ?.querySelector<HTMLElement>(
        ':is(input, textarea, button)[aria-invalid="true"]:not([disabled])',
      )
      ?.focus()
  })
}
