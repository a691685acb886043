import { type ByRoleMatcher, screen } from '@testing-library/react';

/**
 * Whether the field whose accessible name is `name` is marked required: its label ends with
 * Mantine's «*» (`withAsterisk` or `required`), which the accessible name leaves out.
 */
export function markedRequired(name: string, role: ByRoleMatcher = 'textbox'): boolean {
  const input = screen.getByRole(role, { name });
  return document.querySelector(`label[for="${input.id}"]`)?.textContent === `${name} *`;
}
