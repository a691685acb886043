import * as v from 'valibot';
import { ru } from '../i18n/ru';

const required = (message: string) =>
  // A missing key becomes '' so the field's own message is reported, not the object's.
  v.pipe(v.optional(v.string(message), ''), v.nonEmpty(message));

/** Login form and POST /api/token/ body (spec 01 §5). */
export const loginSchema = v.strictObject({
  // A login of spaces is no login: the form says so and the API refuses it (the form sends the login
  // trimmed); the password is taken as typed.
  username: v.pipe(
    v.optional(v.string(ru.login.loginRequired), ''),
    v.check((login) => login.trim() !== '', ru.login.loginRequired),
  ),
  password: required(ru.login.passwordRequired),
});

/** POST /api/token/refresh/ and /api/token/blacklist/ body. */
export const refreshSchema = v.strictObject({
  // ru.validation, not ./common's alias: importing ./common would pull the money rules into /login.
  refresh: required(ru.validation.required),
});

/** The SimpleJWT answer of login and refresh (a bare body, not the envelope). */
export const tokenPairAnswer = v.strictObject({ refresh: v.string(), access: v.string() });
export type TokenPair = v.InferOutput<typeof tokenPairAnswer>;
/** The answer of POST /api/token/blacklist/ (logout): `{}`. */
export const logoutAnswer = v.strictObject({});
