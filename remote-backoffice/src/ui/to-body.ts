import * as v from 'valibot';

/**
 * The body a form sends: its values parsed by the same schema the API applies, so amounts go out
 * normalised ('1,050.5' typed → '1050.5'); values the form already validated always parse.
 */
export function toBody<TSchema extends v.GenericSchema>(
  schema: TSchema,
  values: unknown,
): v.InferOutput<TSchema> {
  return v.parse(schema, values);
}
