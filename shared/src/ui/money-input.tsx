import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { parseAmountInput } from '../format/amount-input';

export interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  value?: number | string;
  onChange?: (value: number | string) => void;
}

const show = (value: number | string | undefined) => (value === undefined ? '' : String(value));

/** A touch screen: its keypad's decimal key may type a comma (a Russian phone's does). */
const touch = () => window.matchMedia('(pointer: coarse)').matches;

/**
 * On a touch screen the comma just typed becomes a decimal point, in the field itself, so the
 * player sees what is read (issue 42): a phone's decimal key is never a thousands separator.
 * A pasted or desktop-typed comma is left to the amount checks as before.
 */
function decimalKey(input: HTMLInputElement, typed: InputEvent): void {
  const caret = input.selectionStart ?? 0;
  if (typed.inputType !== 'insertText' || typed.data !== ',' || !touch()) return;
  if (input.value[caret - 1] !== ',') return;
  input.value = `${input.value.slice(0, caret - 1)}.${input.value.slice(caret)}`;
  input.setSelectionRange(caret, caret);
}

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
        decimalKey(event.currentTarget, event.nativeEvent as InputEvent);
        const next = event.currentTarget.value;
        setText(next);
        onChange?.(parseAmountInput(next));
      }}
    />
  );
}
