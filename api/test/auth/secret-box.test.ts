import { SecretBox } from '../../src/auth/secret-box';

const SERVER_SECRET = 'a-server-secret-of-the-test-0123456789abcdef';

test('sealed: v1:, random each time, opens with the same server secret and context only', () => {
  const box = new SecretBox(SERVER_SECRET, 'totp secret');
  const one = box.seal('JBSWY3DPEHPK3PXP', 'user_totp:7');
  const two = box.seal('JBSWY3DPEHPK3PXP', 'user_totp:7');
  expect(one).toMatch(/^v1:[\w-]+$/);
  expect(one).not.toBe(two);
  expect(box.open(one, 'user_totp:7')).toEqual({ plain: 'JBSWY3DPEHPK3PXP', legacy: false });
  expect(new SecretBox(SERVER_SECRET, 'totp secret').open(two, 'user_totp:7')?.plain).toBe(
    'JBSWY3DPEHPK3PXP',
  );
  // Another row, another server secret, another purpose, a changed byte, a cut value: nothing.
  expect(box.open(one, 'user_totp:8')).toBeUndefined();
  expect(new SecretBox(`${SERVER_SECRET}x`, 'totp secret').open(one, 'user_totp:7')).toBeUndefined();
  expect(new SecretBox(SERVER_SECRET, 'other').open(one, 'user_totp:7')).toBeUndefined();
  const bytes = Buffer.from(one.slice(3), 'base64url');
  bytes[14] = (bytes[14] ?? 0) ^ 1;
  expect(box.open(`v1:${bytes.toString('base64url')}`, 'user_totp:7')).toBeUndefined();
  expect(box.open('v1:abc', 'user_totp:7')).toBeUndefined();
  // A value without the prefix is a plaintext of before the seal.
  expect(box.open('JBSWY3DPEHPK3PXP', 'user_totp:7')).toEqual({ plain: 'JBSWY3DPEHPK3PXP', legacy: true });
});

test('mac: the same for the same value and server secret, another for another of either', () => {
  const box = new SecretBox(SERVER_SECRET, 'totp secret');
  expect(box.mac('7:demo-password')).toBe(new SecretBox(SERVER_SECRET, 'totp secret').mac('7:demo-password'));
  expect(box.mac('7:demo-password')).toMatch(/^[\w-]{43}$/);
  expect(box.mac('7:demo-passwore')).not.toBe(box.mac('7:demo-password'));
  expect(new SecretBox(`${SERVER_SECRET}x`, 'totp secret').mac('7:demo-password')).not.toBe(
    box.mac('7:demo-password'),
  );
});
