/**
 * A dialog that asks for one line of text: a title, a message, an input, 确定/取消. An optional
 * check (a RegExp, or a function returning true/false or its own message) keeps the dialog open
 * and shows the error under the input; the default text is "输入的数据不合法!" (docs/product.md §5).
 * Usable as a component, or imperatively through `prompt()` once `<PromptHost/>` is mounted.
 */
import { useId, useState, useSyncExternalStore, type FormEvent, type ReactNode } from "react";
import { MESSAGES } from "#contract/messages";
import { Dialog, dialogButton } from "./dialog";

/** A RegExp the whole value must match, or a function returning true, false or an error message. */
export type PromptValidate = RegExp | ((value: string) => boolean | string | null | undefined);

/** The error to show for `value`, or null when it passes. */
export function validateInput(value: string, validate: PromptValidate | undefined, errorMessage: string = MESSAGES.invalidInput): string | null {
  if (!validate) return null;
  if (validate instanceof RegExp) {
    validate.lastIndex = 0; // a /g or /y pattern keeps state between test() calls
    return validate.test(value) ? null : errorMessage;
  }
  const result = validate(value);
  if (typeof result === "string") return result || errorMessage;
  return result === false ? errorMessage : null;
}

export interface PromptDialogProps {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  defaultValue?: string;
  placeholder?: string;
  /** The input's type, e.g. "text", "email", "password". */
  inputType?: string;
  validate?: PromptValidate;
  /** Shown when `validate` fails without a message of its own. Default "输入的数据不合法!". */
  errorMessage?: string;
  confirmText?: string;
  cancelText?: string;
  onConfirm: (value: string) => void;
  onCancel: () => void;
}

export function PromptDialog({ open, onCancel, ...rest }: PromptDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onCancel())} title={rest.title} widthClassName="max-w-md">
      {/* Remounted with each opening, so the input starts from defaultValue with no stale error. */}
      {open ? <PromptForm {...rest} onCancel={onCancel} /> : null}
    </Dialog>
  );
}

function PromptForm({
  message,
  defaultValue = "",
  placeholder,
  inputType = "text",
  validate,
  errorMessage = MESSAGES.invalidInput,
  confirmText = "确定",
  cancelText = "取消",
  onConfirm,
  onCancel,
  title,
}: Omit<PromptDialogProps, "open">) {
  const [value, setValue] = useState(defaultValue);
  const [error, setError] = useState<string | null>(null);
  // After the first failed confirm, re-check while typing so the error goes as soon as it is fixed.
  const [checked, setChecked] = useState(false);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateInput(value, validate, errorMessage);
    setChecked(true);
    setError(problem);
    if (!problem) onConfirm(value);
  };

  return (
    <form onSubmit={submit} noValidate className="-mb-3">
      {message ? (
        <label htmlFor={inputId} className="mb-3 block text-stone-600">
          {message}
        </label>
      ) : null}
      <input
        id={inputId}
        type={inputType}
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        // With no message to label it, the dialog's title names the field.
        aria-label={message || typeof title !== "string" ? undefined : title}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          if (checked) setError(validateInput(event.target.value, validate, errorMessage));
        }}
        className={`h-10 w-full rounded-lg border bg-white px-3 text-[15px] text-stone-900 outline-none transition-colors placeholder:text-stone-400 focus:ring-2 ${
          error ? "border-red-500 focus:ring-red-500/20" : "border-stone-300 focus:border-orange-600 focus:ring-orange-600/20"
        }`}
      />
      <p id={errorId} role="alert" className="min-h-6 pt-1 text-sm text-red-600">
        {error}
      </p>
      <div className="flex justify-end gap-2 pb-2 pt-3">
        <button type="button" className={dialogButton.secondary} onClick={onCancel}>
          {cancelText}
        </button>
        <button type="submit" className={dialogButton.primary}>
          {confirmText}
        </button>
      </div>
    </form>
  );
}

/* ---------------------------------------------------------------- imperative prompt() */

export interface PromptOptions {
  title: string;
  message?: string;
  inputValue?: string;
  inputPlaceholder?: string;
  inputType?: string;
  /** A RegExp the value must match. */
  inputPattern?: RegExp;
  /** A check of its own (runs after inputPattern passes). */
  inputValidator?: (value: string) => boolean | string | null | undefined;
  /** Default "输入的数据不合法!". */
  inputErrorMessage?: string;
  confirmButtonText?: string;
  cancelButtonText?: string;
}

export interface PendingPrompt {
  id: number;
  options: PromptOptions;
}

/** Prompts wait in a queue and are shown one at a time, oldest first. */
export function createPromptQueue() {
  let queue: (PendingPrompt & { resolve: (value: string | null) => void })[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    ask(options: PromptOptions): Promise<string | null> {
      return new Promise((resolve) => {
        queue = [...queue, { id: nextId++, options, resolve }];
        notify();
      });
    },
    /** The prompt on screen; the same object until it is answered. */
    current(): PendingPrompt | undefined {
      return queue[0];
    },
    answer(id: number, value: string | null) {
      const entry = queue.find((p) => p.id === id);
      if (!entry) return;
      queue = queue.filter((p) => p !== entry);
      notify();
      entry.resolve(value);
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const prompts = createPromptQueue();

/**
 * Ask for a line of text. Resolves with the text on 确定, or null on 取消/Escape/overlay/×.
 * Needs `<PromptHost/>` mounted; on the server it resolves null at once.
 */
export function prompt(options: PromptOptions): Promise<string | null> {
  if (typeof window === "undefined") return Promise.resolve(null);
  return prompts.ask(options);
}

/** The one check of a prompt's options: inputPattern first, then inputValidator. */
export function promptValidate({ inputPattern: pattern, inputValidator: validator }: PromptOptions): PromptValidate | undefined {
  if (!pattern) return validator;
  if (!validator) return pattern;
  return (value) => {
    pattern.lastIndex = 0;
    return pattern.test(value) ? validator(value) : false;
  };
}

/** Shows the prompts asked for with `prompt()`. Render once, near the root. */
export function PromptHost() {
  const current = useSyncExternalStore(prompts.subscribe, prompts.current, () => undefined);
  if (!current) return null;
  const { options } = current;
  return (
    <PromptDialog
      key={current.id}
      open
      title={options.title}
      message={options.message}
      defaultValue={options.inputValue}
      placeholder={options.inputPlaceholder}
      inputType={options.inputType}
      validate={promptValidate(options)}
      errorMessage={options.inputErrorMessage}
      confirmText={options.confirmButtonText}
      cancelText={options.cancelButtonText}
      onConfirm={(value) => prompts.answer(current.id, value)}
      onCancel={() => prompts.answer(current.id, null)}
    />
  );
}
