import { showServerErrors } from '@fund/shared/api';
import { type StatField, statCreateSchema, toStatValues } from '@fund/shared/schemas/curator';
import { issuesToFirstMessages } from '@fund/shared/schemas/issues';
import { Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import * as v from 'valibot';
import { t } from '../../../texts';

/** Groups fields by category, keeping the API's order. */
export function groupFields(fields: StatField[]): { category: StatField['category']; fields: StatField[] }[] {
  const groups: { category: StatField['category']; fields: StatField[] }[] = [];
  for (const field of fields) {
    const last = groups.at(-1);
    if (last?.category.id === field.category.id) last.fields.push(field);
    else groups.push({ category: field.category, fields: [field] });
  }
  return groups;
}

/** A new column of the revision: only fields with a value are sent, all numeric (spec 02 §5). */
export function StatForm({
  fields,
  player,
  revision,
  disabled,
  onSubmit,
}: {
  fields: StatField[];
  player: number;
  revision: number;
  disabled: boolean;
  onSubmit: (body: v.InferOutput<typeof statCreateSchema>) => Promise<unknown>;
}) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    const parsed = v.safeParse(statCreateSchema, {
      player_id: player,
      revision,
      values: toStatValues(values),
    });
    if (!parsed.success) {
      setErrors(issuesToFirstMessages(parsed.issues, 'values'));
      return;
    }
    try {
      await onSubmit(parsed.output);
      setValues({});
      setErrors({});
    } catch (e) {
      // The fields a 400 can name: `values` (the whole column) and `values.<field id>`.
      showServerErrors(e, {
        getValues: () => ({ values: Object.fromEntries(fields.map((field) => [field.id, ''])) }),
        setFieldError: (path, message) => setErrors((prev) => ({ ...prev, [path]: message })),
      });
    }
  };
  return (
    <Fieldset legend={t.stats.addTitle} disabled={disabled} data-testid="stat-form">
      <Stack>
        {groupFields(fields).map((group) => (
          <Stack key={group.category.id} gap={4}>
            <Text fw={600} size="sm">
              {group.category.name}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              {group.fields.map((field) => (
                <TextInput
                  key={field.id}
                  label={field.name}
                  inputMode="decimal"
                  value={values[field.id] ?? ''}
                  error={errors[`values.${field.id}`]}
                  onChange={(e) => {
                    // Read now: React clears currentTarget before a deferred updater runs.
                    const value = e.currentTarget.value;
                    setValues((prev) => ({ ...prev, [field.id]: value }));
                  }}
                />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
        {errors.values && (
          <Text c="red" size="sm">
            {errors.values}
          </Text>
        )}
        <Group justify="space-between">
          {disabled && (
            <Text size="sm" c="dimmed">
              {t.stats.disabled}
            </Text>
          )}
          <Button onClick={submit} disabled={disabled}>
            {t.stats.add}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
