import { Text } from '@mantine/core';
import { formatMoney, isNegativeAmount } from '../format';

/**
 * The one amount of every app (issue 45): US format with its currency, monospace, never wrapped,
 * red when negative; a forex rate, when given, in brackets after it.
 */
export function Money({ value, currency = 'USD', rate }: { value: string; currency?: string; rate?: string }) {
  return (
    <Text
      span
      ff="monospace"
      c={isNegativeAmount(value) ? 'red' : undefined}
      style={{ whiteSpace: 'nowrap' }}
    >
      {formatMoney(value, currency, rate)}
    </Text>
  );
}
