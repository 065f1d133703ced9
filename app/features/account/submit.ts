/**
 * The submit handling every account form shares: no second submission while one runs, the
 * form's checks first, and a pending state (the button's spinner) while the call is under way.
 */
import { useState, type FormEvent } from "react";

export interface SubmitOptions {
  /**
   * Stay pending after a success, for forms that are left at once (the next step shows, the
   * dialog closes), so the button cannot be pressed again on the way out. A failure always
   * ends the pending state.
   */
  keepPendingOnSuccess?: boolean;
}

/**
 * One submission: nothing while `pending` or when `check()` fails; otherwise pending while
 * `action` runs. A rejected action has already been shown (the HTTP client toasts it), so it
 * only ends the pending state and the form stays for another try.
 */
export async function runSubmit(
  pending: boolean,
  setPending: (pending: boolean) => void,
  check: () => boolean,
  action: () => Promise<unknown>,
  { keepPendingOnSuccess = false }: SubmitOptions = {},
): Promise<void> {
  if (pending || !check()) return;
  setPending(true);
  try {
    await action();
    if (!keepPendingOnSuccess) setPending(false);
  } catch {
    setPending(false);
  }
}

/**
 * The form's `onSubmit` and its `pending` flag. `check` is usually `form.validate`: it shows the
 * errors and focuses the first bad field.
 */
export function useFormSubmit(check: () => boolean, action: () => Promise<unknown>, options?: SubmitOptions) {
  const [pending, setPending] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    return runSubmit(pending, setPending, check, action, options);
  };
  return { pending, submit };
}
