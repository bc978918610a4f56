import type { SearchBoxProps } from '@teranga/ui';
import { SearchBox } from '@teranga/ui';
import { useEffect, useRef, useState } from 'react';

type SuggestingModule = typeof import('./suggesting-search');
let loading: Promise<SuggestingModule> | undefined;
let loaded: SuggestingModule | undefined;
/** The suggestions' code (combobox, query, currency): out of every page's first load, fetched on first focus. */
function loadSuggesting(): Promise<SuggestingModule> {
  loading ??= import('./suggesting-search').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      // Offline or a new deployment: the plain search keeps working, the next focus tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The header's search: the kit's plain field until the field is focused or pointed at, then the search with
 * suggestions, handed the same term (and the focus, when the field had it) so nothing typed meanwhile is lost.
 */
export function HeaderSearch(props: SearchBoxProps) {
  const [term, setTerm] = useState('');
  const [module, setModule] = useState<SuggestingModule | undefined>(loaded);
  const hadFocus = useRef(false);
  const form = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (module) return;
    // A phone's search row opens with its field focused: fetch at once.
    if (props.autoFocus) loadSuggesting().then(setModule, () => undefined);
  }, [module, props.autoFocus]);
  if (module) {
    const { SuggestingSearch } = module;
    return (
      <SuggestingSearch
        {...props}
        autoFocus={props.autoFocus || hadFocus.current}
        value={term}
        onValueChange={setTerm}
      />
    );
  }
  return (
    <div ref={form} style={{ display: 'contents' }}>
      <SearchBox
        {...props}
        value={term}
        onValueChange={setTerm}
        suggests
        onFieldFocus={() =>
          loadSuggesting().then(
            (real) => {
              hadFocus.current = form.current?.contains(document.activeElement) ?? false;
              setModule(() => real);
            },
            () => undefined,
          )
        }
      />
    </div>
  );
}
