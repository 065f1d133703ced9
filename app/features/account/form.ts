/**
 * A small form state for the account dialogs: values, one error per field, checks that run on
 * blur and on submit (and again while typing once a field has shown an error). Checks are the
 * zod schemas of contract/, so the browser shows exactly the messages the server would send.
 */
import { MESSAGES } from "#contract/messages";
import { useCallback, useRef, useState, type ChangeEvent } from "react";
import type { z } from "zod";

/** A field's check: its error message, or null when it passes. It may look at the other values. */
export type Check<V extends Record<string, string>> = (value: string, values: V) => string | null;
export type Checks<V extends Record<string, string>> = Partial<Record<keyof V & string, Check<V>>>;

/** A check from a zod schema: the first issue's message. */
export function schemaCheck<V extends Record<string, string>>(schema: z.ZodType): Check<V> {
  return (value) => {
    const result = schema.safeParse(value);
    return result.success ? null : (result.error.issues[0]?.message ?? MESSAGES.invalidInput);
  };
}

/** Runs the checks of `names` (all when omitted) and answers the failing fields' messages. */
export function runChecks<V extends Record<string, string>>(
  checks: Checks<V>,
  values: V,
  names: readonly (keyof V & string)[] = Object.keys(checks) as (keyof V & string)[],
): Partial<Record<keyof V & string, string>> {
  const errors: Partial<Record<keyof V & string, string>> = {};
  for (const name of names) {
    const message = checks[name]?.(values[name] ?? "", values);
    if (message) errors[name] = message;
  }
  return errors;
}

export interface FieldBinding {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
}

/**
 * Form state. `checks` should be a constant (module level): the checks get the other values as
 * their second argument, so they never need to close over component state.
 */
export function useForm<V extends Record<string, string>>(idPrefix: string, initial: V, checks: Checks<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V & string, string>>>({});
  // Fields that have been checked once: from then on they are re-checked as the user types.
  const checked = useRef(new Set<string>());
  // Fields the user has typed in.
  const edited = useRef(new Set<string>());
  // The values as of the last change, for checks run from event handlers before a re-render.
  const latest = useRef(initial);

  const setError = useCallback((name: keyof V & string, message: string | undefined) => {
    setErrors((prev) => ({ ...prev, [name]: message }));
  }, []);

  const checkField = useCallback(
    (name: keyof V & string, current: V) => {
      const message = checks[name]?.(current[name] ?? "", current) ?? null;
      setErrors((prev) => ({ ...prev, [name]: message ?? undefined }));
      return message;
    },
    [checks],
  );

  const setValue = useCallback(
    (name: keyof V & string, value: string) => {
      const next = { ...latest.current, [name]: value };
      latest.current = next;
      edited.current.add(name);
      setValues(next);
      // Re-check every field already checked: a change may fix another (e.g. 确认密码).
      const again = [...checked.current].filter((n) => n in checks) as (keyof V & string)[];
      if (again.length === 0) return;
      const found = runChecks(checks, next, again);
      setErrors((prev) => {
        const merged = { ...prev };
        for (const n of again) merged[n] = found[n];
        return merged;
      });
    },
    [checks],
  );

  /** Checks `names` (all when omitted), shows their errors, focuses the first bad field; true when all pass. */
  const validate = useCallback(
    (names?: readonly (keyof V & string)[]) => {
      const list = names ?? (Object.keys(checks) as (keyof V & string)[]);
      const found = runChecks(checks, latest.current, list);
      for (const name of list) checked.current.add(name);
      setErrors((prev) => {
        const next = { ...prev };
        for (const name of list) next[name] = found[name];
        return next;
      });
      const first = list.find((name) => found[name]);
      if (first && typeof document !== "undefined") document.getElementById(`${idPrefix}-${first}`)?.focus();
      return !first;
    },
    [idPrefix, checks],
  );

  const field = (name: keyof V & string): FieldBinding => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name] ?? "",
    error: errors[name],
    onChange: (event) => setValue(name, event.target.value),
    onBlur: () => {
      // An empty field never typed in is not scolded just for being left (e.g. on the way to a link).
      if (!checked.current.has(name) && !edited.current.has(name) && (latest.current[name] ?? "") === "") return;
      checked.current.add(name);
      checkField(name, latest.current);
    },
  });

  return { values, errors, field, setValue, setError, validate };
}

export type Form<V extends Record<string, string>> = ReturnType<typeof useForm<V>>;
