/**
 * After a refused submit, focus the first field marked invalid in reading order (react-hook-form
 * would follow the order fields registered in, and cannot focus groups such as the agreements or
 * the verification step). Runs after the render that marks the fields.
 */
export function focusFirstError(form: HTMLFormElement | null): void {
  window.requestAnimationFrame(() => {
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
    first?.focus();
  });
}
