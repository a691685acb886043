import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { parseAmountInput } from '../format/amount-input';

export interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  value?: number | string;
  onChange?: (value: number | string) => void;
}

const show = (value: number | string | undefined) => (value === undefined ? '' : String(value));

/**
 * An amount field. It keeps the typed text and hands the form what {@link parseAmountInput}
 * makes of it, so '1,050.00' (the way the app shows amounts) is 1050, and a comma used as a
 * decimal point or a huge number reaches the form's checks instead of being reinterpreted.
 */
export function MoneyInput({ value, onChange, ...props }: MoneyInputProps) {
  const [text, setText] = useState(() => show(value));
  // The form changed the value itself (reset, a computed fee): show it.
  useEffect(() => {
    setText((current) => (parseAmountInput(current) === value ? current : show(value)));
  }, [value]);
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      {...props}
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        onChange?.(parseAmountInput(next));
      }}
    />
  );
}
