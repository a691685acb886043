import { Stack, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { WizardValues } from '../form-model';

/** Questions [from, to) of the survey, each answer required ('Ответ обязателен'). */
export function SurveyStep({
  form,
  from,
  to,
}: {
  form: UseFormReturnType<WizardValues>;
  from: number;
  to: number;
}) {
  return (
    <Stack gap="sm" maw={640}>
      {form
        .getValues()
        .survey.slice(from, to)
        .map((item, offset) => {
          const index = from + offset;
          return (
            <Textarea
              key={item.question}
              label={`${index + 1}. ${item.question}`}
              withAsterisk
              autosize
              minRows={2}
              {...form.getInputProps(`survey.${index}.answer`)}
            />
          );
        })}
    </Stack>
  );
}
