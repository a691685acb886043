import * as v from 'valibot';

/** Login form and POST /api/token/ body (spec 01 §5). */
export const loginSchema = v.strictObject({
  username: v.pipe(v.string('Логин обязательное поле'), v.nonEmpty('Логин обязательное поле')),
  password: v.pipe(v.string('Пароль обязательное поле'), v.nonEmpty('Пароль обязательное поле')),
});
export type LoginInput = v.InferInput<typeof loginSchema>;

/** POST /api/token/refresh/ and /api/token/blacklist/ body. */
export const refreshSchema = v.strictObject({
  refresh: v.pipe(v.string('Обязательное поле.'), v.nonEmpty('Обязательное поле.')),
});
export type RefreshInput = v.InferInput<typeof refreshSchema>;
