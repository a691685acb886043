import { type FirstEvent, FirstUse, useReplay } from '@fund/shared/ui';
import { ComboboxChevron, InputBase, type Select, type SelectProps } from '@mantine/core';
import type { KeyboardEvent } from 'react';

type Props = SelectProps & { data: { value: string; label: string }[]; value?: string | null };

/** The keys that open a closed select's list. */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/** The real Select, which takes the focus and gets the first click or key the light one got. */
function Replayed({ Real, props, first }: { Real: typeof Select; props: Props; first: FirstEvent }) {
  const input = useReplay<HTMLInputElement>(first);
  return <Real {...props} ref={input} />;
}

/**
 * Mantine's Select for a form the dashboard shows at once (the personal funds): until first clicked
 * or opened with a key it is drawn as the same read-only field with its chevron, without Combobox and
 * floating-ui (shared/src/ui/first-use.tsx); then the real Select takes its place with the focus and
 * gets that click or key, so it opens as it would have. Tabbing through does not load it.
 */
export function LightSelect(props: Props) {
  const { data, value, label, error, placeholder, disabled, description, withAsterisk, size } = props;
  const shown = data.find((option) => option.value === value)?.label ?? '';
  return (
    <FirstUse
      load={() => import('./late-controls').then((m) => m.Select)}
      stub={({ ask, preload }) => (
        <InputBase
          label={label}
          description={description}
          withAsterisk={withAsterisk}
          error={error}
          placeholder={placeholder}
          disabled={disabled}
          size={size}
          value={shown}
          readOnly
          pointer
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={false}
          rightSection={<ComboboxChevron size={size} error={error} />}
          rightSectionPointerEvents="none"
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => ask({ kind: 'click' })}
          onKeyDown={(event: KeyboardEvent) => {
            if (!OPENING_KEYS.has(event.key)) return;
            event.preventDefault();
            ask({ kind: 'key', key: event.key, code: event.code });
          }}
        />
      )}
    >
      {(Real, first) => <Replayed Real={Real} props={props} first={first} />}
    </FirstUse>
  );
}
