/**
 * A text field of the /font list that writes into the URL as the visitor types (the keyword, the
 * text filter): the field shows its own draft at once, the URL follows 300 ms after the last
 * keystroke (AUTOCOMPLETE_DEBOUNCE_MS), nothing is sent while an IME is composing (pinyin letters
 * are not the text), and a change of the URL from outside (clear filters, back) shows in the field
 * unless what the visitor is typing is about to replace it.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { AUTOCOMPLETE_DEBOUNCE_MS } from "#contract/constants";
import { debounce } from "#app/lib/debounce";
import { listSearch, patchQuery, type ListQuery } from "./query";

type TextField = "keyword" | "text";

export function useUrlDraft(query: ListQuery, field: TextField, clean: (value: string) => string) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(query[field]);
  const composing = useRef(false);
  const go = useMemo(
    () =>
      debounce((base: ListQuery, value: string) => {
        const next = patchQuery(base, { [field]: clean(value) });
        if (next[field] === base[field]) return;
        void navigate({ search: listSearch(next) }, { replace: true, preventScrollReset: true });
      }, AUTOCOMPLETE_DEBOUNCE_MS),
    // `clean` is a module-level function at every call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [navigate, field],
  );
  useEffect(() => () => go.cancel(), [go]);

  const [shown, setShown] = useState(query[field]);
  if (shown !== query[field]) {
    setShown(query[field]);
    if (clean(draft) !== query[field] && !go.pending()) setDraft(query[field]);
  }

  const change = (value: string) => {
    setDraft(value);
    if (!composing.current) go(query, value);
  };
  /** Sends `value` now (submit, clear, an example). */
  const commit = (value: string) => {
    setDraft(value);
    go(query, value);
    go.flush();
  };
  const inputProps = {
    value: draft,
    onChange: (event: { target: { value: string } }) => change(event.target.value),
    onCompositionStart: () => {
      composing.current = true;
    },
    onCompositionEnd: (event: { currentTarget: { value: string } }) => {
      composing.current = false;
      change(event.currentTarget.value);
    },
  };
  return { draft, change, commit, inputProps };
}
