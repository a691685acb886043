import { type RequestOptions, useAction } from '@fund/shared/api';
import { type StatField, statCreateSchema, toStatValues } from '@fund/shared/schemas/curator';
import { Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import * as v from 'valibot';
import { t } from '../../../texts';
import { statChanges } from '../api/stats';

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
  /** The request (passes `options` on). */
  onSubmit: (body: v.InferOutput<typeof statCreateSchema>, options: RequestOptions) => Promise<unknown>;
}) {
  // The form holds the texts typed per field id; the body (numbers, only the fields with a value) is
  // what the schema checks, and its issues name the same paths: `values` and `values.<field id>`.
  const toBody = (typed: Record<string, string>) => ({
    player_id: player,
    revision,
    values: toStatValues(typed),
  });
  const resolver = schemaResolver(statCreateSchema, { sync: true });
  const form = useForm<{ values: Record<string, string> }>({
    initialValues: { values: {} },
    validate: (formValues) => resolver(toBody(formValues.values)),
  });
  const save = useAction({
    request: onSubmit,
    changes: statChanges,
    // A 400 names `values` (the whole column) or `values.<field id>`: the fields of this form.
    form: {
      getValues: () => ({ values: Object.fromEntries(fields.map((field) => [field.id, ''])) }),
      setFieldError: form.setFieldError,
    },
    onDone: () => form.reset(),
  });
  const submit = () => {
    if (!form.validate().hasErrors) save.mutate(v.parse(statCreateSchema, toBody(form.getValues().values)));
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
                  value={form.values.values[field.id] ?? ''}
                  error={form.errors[`values.${field.id}`]}
                  onChange={(e) => {
                    form.setFieldValue('values', {
                      ...form.getValues().values,
                      [field.id]: e.currentTarget.value,
                    });
                    form.clearFieldError(`values.${field.id}`);
                  }}
                />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
        {form.errors.values && (
          <Text c="red" size="sm">
            {form.errors.values}
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
