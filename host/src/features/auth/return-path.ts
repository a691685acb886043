/**
 * Where to go after signing in: the page that sent the user to /login (RequireAuth keeps it in
 * the navigation state, also after a forced sign-out), but only a path of this origin —
 * never '//evil.example', a backslash trick, a full URL or /login itself.
 */
const hasControlCharacter = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20);

export function returnPath(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/')) return '/';
  if (from.startsWith('//') || from.includes('\\') || hasControlCharacter(from)) return '/';
  try {
    const url = new URL(from, 'http://origin.invalid');
    if (url.origin !== 'http://origin.invalid' || url.pathname === '/login') return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
